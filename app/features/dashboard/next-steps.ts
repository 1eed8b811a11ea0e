import { isCallOpen } from "~/features/calls/access";
import { isScanOpen } from "~/features/vitascan/dates";

// The member's dashboard as "the next thing to do": what asks for the member now, in a fixed
// order of urgency, then what is coming, then suggestions. Pure: the clock is a parameter.

/** A confirmed appointment of the member that has not ended, or whose call is still open. */
export interface UpcomingAppointment {
  id: string;
  kind: string;
  status: string;
  coachName: string;
  coachSlug: string;
  startsAt: Date;
  endsAt: Date;
}

/** An event or webinar the member is registered for. */
export interface UpcomingEvent {
  href: string;
  title: string;
  startsAt: string;
  waitlisted: boolean;
}

/** What is known about the member at `now`. */
export interface MemberFacts {
  upcoming: UpcomingAppointment[];
  /** Conversations with a message from the coach the member has not read. */
  unread: { coachSlug: string; coachName: string; lastMessageAt: string | null }[];
  dueCheckIns: { goalId: string; title: string; lastCheckInAt: string | null }[];
  proposals: { goalId: string; kind: "goal" | "step"; title: string; coachName: string }[];
  ratings: { appointmentId: string; coachName: string; startsAt: string }[];
  /** The member's latest finished scan (null: none yet) and when the next one opens. */
  scan: { lastCompletedAt: string | null; opensAt: string | null };
  events: UpcomingEvent[];
  /** Whether the latest scan suggests anything (coaches, media, events). */
  hasSuggestions: boolean;
}

export type NextStep =
  | { kind: "call"; appointmentId: string; appointmentKind: string; coachName: string; startsAt: string }
  | { kind: "reply"; coachSlug: string; coachName: string; at: string | null }
  | { kind: "checkIn"; goalId: string; title: string; lastCheckInAt: string | null }
  | { kind: "proposal"; goalId: string; proposalKind: "goal" | "step"; title: string; coachName: string }
  | { kind: "rate"; appointmentId: string; coachName: string; startsAt: string }
  | { kind: "scan"; first: boolean }
  | {
      kind: "appointment";
      appointmentId: string;
      appointmentKind: string;
      coachName: string;
      coachSlug: string;
      startsAt: string;
    }
  | { kind: "event"; href: string; title: string; startsAt: string; waitlisted: boolean }
  | { kind: "suggestions" };

/** The kinds that ask the member to do something now (the rest is what is coming, and suggestions). */
export const actionKinds: ReadonlySet<NextStep["kind"]> = new Set([
  "call",
  "reply",
  "checkIn",
  "proposal",
  "rate",
  "scan",
]);

const time = (iso: string | null) => (iso === null ? Number.NEGATIVE_INFINITY : new Date(iso).getTime());

/** Everything for the member to do or look forward to, most urgent first. */
export function nextSteps(facts: MemberFacts, now: Date): NextStep[] {
  const steps: NextStep[] = [];
  const bySoonest = [...facts.upcoming].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const open = bySoonest.filter((row) => isCallOpen(row, now));
  for (const row of open) {
    steps.push({
      kind: "call",
      appointmentId: row.id,
      appointmentKind: row.kind,
      coachName: row.coachName,
      startsAt: row.startsAt.toISOString(),
    });
  }
  // The newest message first: that coach is waiting the shortest, but it is the freshest news.
  for (const row of [...facts.unread].sort((a, b) => time(b.lastMessageAt) - time(a.lastMessageAt))) {
    steps.push({ kind: "reply", coachSlug: row.coachSlug, coachName: row.coachName, at: row.lastMessageAt });
  }
  // The goal that waited longest for a check-in first; one never checked in on before all others.
  for (const row of [...facts.dueCheckIns].sort((a, b) => time(a.lastCheckInAt) - time(b.lastCheckInAt))) {
    steps.push({ kind: "checkIn", goalId: row.goalId, title: row.title, lastCheckInAt: row.lastCheckInAt });
  }
  for (const row of facts.proposals) {
    steps.push({
      kind: "proposal",
      goalId: row.goalId,
      proposalKind: row.kind,
      title: row.title,
      coachName: row.coachName,
    });
  }
  for (const row of [...facts.ratings].sort((a, b) => time(b.startsAt) - time(a.startsAt))) {
    steps.push({ kind: "rate", appointmentId: row.appointmentId, coachName: row.coachName, startsAt: row.startsAt });
  }
  const opensAt = facts.scan.opensAt === null ? null : new Date(facts.scan.opensAt);
  if (facts.scan.lastCompletedAt === null || isScanOpen(opensAt, now)) {
    steps.push({ kind: "scan", first: facts.scan.lastCompletedAt === null });
  }
  const coming: NextStep[] = [
    ...bySoonest
      .filter((row) => !open.includes(row) && row.endsAt > now)
      .map(
        (row): NextStep => ({
          kind: "appointment",
          appointmentId: row.id,
          appointmentKind: row.kind,
          coachName: row.coachName,
          coachSlug: row.coachSlug,
          startsAt: row.startsAt.toISOString(),
        }),
      ),
    ...facts.events.map((row): NextStep => ({ kind: "event", ...row })),
  ];
  // What is coming in the order it comes.
  coming.sort((a, b) => startOf(a) - startOf(b));
  steps.push(...coming);
  if (facts.hasSuggestions) steps.push({ kind: "suggestions" });
  return steps;
}

const startOf = (step: NextStep) =>
  step.kind === "appointment" || step.kind === "event" ? new Date(step.startsAt).getTime() : 0;

/**
 * A member who has not started yet: no appointment ever, no goal and no scan. The page starts
 * them off instead of showing empty lists.
 */
export function isNewMember(facts: { appointmentsEver: number; goalsEver: number; lastScanAt: string | null }) {
  return facts.appointmentsEver === 0 && facts.goalsEver === 0 && facts.lastScanAt === null;
}
