import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import type { JobHandler } from "~/features/jobs/queue.server";
import { enqueueJob } from "~/features/jobs/queue.server";
import { env } from "~/utils/env.server";
import {
  bringHistoryUpToDate,
  closeNextMonths,
  historiesBehind,
  partnersBehind,
  reportHistory,
} from "./history.server";
import { publishReport } from "./partner-report";
import type { PublishedReport } from "./published";
import { minGroupSize } from "./suppression";
import { lastClosedMonth, monthsOf, type Period, type PeriodKind } from "./usage-period";

/** The first and last month of a period, "YYYY-MM". */
function monthsOfPeriod(period: Period): { from: string; to: string } {
  const months = monthsOf(period);
  return { from: months[0] ?? "", to: months.at(-1) ?? "" };
}

/**
 * A partner's published usage report for a period, drawn from the frozen months of its report
 * history (decision 025): the months that closed since the last request are read (under the
 * reporting role, see history.server.ts), decided and stored first, on `db`; everything else is
 * looked up, from `reader` when given (the request's database for reads that may lag) and it has
 * caught up with those months.
 */
export async function partnerReport(
  partnerId: string,
  choice: { kind: PeriodKind; key: string; period: Period },
  now: Date,
  options: { db?: Database; reader?: Database; role?: string; minGroupSize?: number; waitMs?: number } = {},
): Promise<PublishedReport> {
  const n = minGroupSize(options.minGroupSize ?? env().REPORT_MIN_GROUP_SIZE);
  const db = options.db ?? (await getDb());
  const history = await reportHistory(db, partnerId, now, {
    minGroupSize: n,
    months: monthsOfPeriod(choice.period),
    ...(options.reader ? { reader: options.reader } : {}),
    ...(options.role ? { role: options.role } : {}),
    ...(options.waitMs !== undefined ? { waitMs: options.waitMs } : {}),
  });
  return publishReport(history, choice, n, now);
}

/**
 * How long a page or an export waits for months still to be decided before it says they are being
 * prepared: a small partner's month takes well under a second, a partner of 50,000 members about ten.
 */
export const REPORT_WAIT_MS = 2_000;

/**
 * Decides every partner's closed months that are not yet decided, one partner after another: what
 * the demo does before it is ready, so its partner reports open at once.
 */
export async function bringReportsUpToDate(db: Database, now: Date): Promise<number> {
  const n = minGroupSize(env().REPORT_MIN_GROUP_SIZE);
  const behind = await partnersBehind(db, now, n);
  for (const partnerId of behind) await bringHistoryUpToDate(db, partnerId, now, { minGroupSize: n });
  return behind.length;
}

/**
 * The key of the `report-months` job that closes a partner's months after `latest` (null: from the
 * start) up to `through`: the sweep and a run that leaves months to do name the same work alike, so
 * a burst of them queues it once.
 */
export function reportMonthsKey(partnerId: string, n: number, through: string, latest: string | null): string {
  return `${partnerId}:${n}:${through}:after:${latest ?? "start"}`;
}

/**
 * The report's jobs: every hour the sweep queues one `report-months` job per partner whose history
 * does not reach the latest closed month (so the months that close on the 8th are decided in the
 * first hour, before a partner asks). That job closes and stores one chunk of the partner's missing
 * months (`closeNextMonths`: a month, `CHUNK_MONTHS`), so a run takes as long as a month whatever
 * the length of a first history, and queues the next run while months are still missing.
 */
export function reportJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "report-months-sweep": async (_payload, now) => {
      const db = await getDatabase();
      const n = minGroupSize(env().REPORT_MIN_GROUP_SIZE);
      const through = lastClosedMonth(now);
      for (const { partnerId, latest } of await historiesBehind(db, now, n)) {
        const key = reportMonthsKey(partnerId, n, through, latest);
        await enqueueJob(db, { name: "report-months", key, runAt: now, payload: { partnerId } });
      }
    },
    "report-months": async (payload, now) => {
      const partnerId = String(payload.partnerId ?? "");
      if (!partnerId) return;
      const db = await getDatabase();
      const n = minGroupSize(env().REPORT_MIN_GROUP_SIZE);
      const step = await closeNextMonths(db, partnerId, now, { minGroupSize: n });
      if (!step.behind) return;
      // If this run stops before queuing, the queue runs it again and it goes on from what is stored.
      const key = reportMonthsKey(partnerId, n, lastClosedMonth(now), step.latest);
      await enqueueJob(db, { name: "report-months", key, runAt: now, payload: { partnerId } });
    },
  };
}
