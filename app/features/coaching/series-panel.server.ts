import type { Database } from "~/db/connection.server";
import { repeatFromSearch } from "./series.schema";
import { planSeries } from "./series.server";
import type { SessionKind } from "./sessions";

/**
 * The repeat part of the booking panel on a coach's page. A series is offered once a member who
 * may book has chosen a coaching time (never an intake, never while moving a session); with a
 * repeat in the address (`?repeat=2&count=6`) it previews each date and whether it is free, and
 * whether the allowance covers them all. Null when no series can be offered.
 */
export async function memberSeriesPanel(
  db: Database,
  input: {
    coachId: string;
    memberId: string | null;
    kind: SessionKind;
    selected: string | null;
    rescheduling: boolean;
    eligibility: string;
    params: URLSearchParams;
    now: Date;
  },
) {
  if (!input.memberId || input.kind !== "coaching" || !input.selected || input.rescheduling) return null;
  if (input.eligibility !== "ok") return null;
  const repeat = repeatFromSearch(input.params);
  if (!repeat) return { repeat: null, plan: null };
  const plan = await planSeries(db, {
    coachId: input.coachId,
    memberId: input.memberId,
    from: new Date(input.selected),
    intervalWeeks: repeat.intervalWeeks,
    count: repeat.count,
    now: input.now,
  });
  return { repeat, plan };
}

export type MemberSeriesPanel = Awaited<ReturnType<typeof memberSeriesPanel>>;
