import { describe, expect, it } from "vitest";
import { isNewMember, type MemberFacts, nextSteps } from "./next-steps";

const now = new Date("2027-03-10T10:00:00Z");
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const iso = (minutes: number) => at(minutes).toISOString();
const DAY = 24 * 60;

const appointment = (id: string, startsInMinutes: number, status = "confirmed") => ({
  id,
  kind: "coaching",
  status,
  coachName: "Daan",
  coachSlug: "daan",
  startsAt: at(startsInMinutes),
  endsAt: at(startsInMinutes + 60),
});

const nothing: MemberFacts = {
  upcoming: [],
  unread: [],
  dueCheckIns: [],
  proposals: [],
  ratings: [],
  scan: { lastCompletedAt: iso(-10 * DAY), opensAt: iso(80 * DAY) },
  events: [],
  hasSuggestions: false,
};

/** Everything at once, each list in an order the function must not keep. */
const everything: MemberFacts = {
  upcoming: [appointment("later", 3 * DAY), appointment("now", -5), appointment("tomorrow", DAY)],
  unread: [
    { coachSlug: "old", coachName: "Old", lastMessageAt: iso(-2 * DAY) },
    { coachSlug: "new", coachName: "New", lastMessageAt: iso(-60) },
  ],
  dueCheckIns: [
    { goalId: "g-recent", title: "Recent", lastCheckInAt: iso(-8 * DAY) },
    { goalId: "g-never", title: "Never", lastCheckInAt: null },
    { goalId: "g-oldest", title: "Oldest", lastCheckInAt: iso(-20 * DAY) },
  ],
  proposals: [{ goalId: "g-proposed", kind: "goal", title: "Walk", coachName: "Daan" }],
  ratings: [
    { appointmentId: "r-old", coachName: "Daan", startsAt: iso(-20 * DAY) },
    { appointmentId: "r-new", coachName: "Daan", startsAt: iso(-2 * DAY) },
  ],
  scan: { lastCompletedAt: iso(-100 * DAY), opensAt: iso(-10 * DAY) },
  events: [{ href: "/en/events/session/x", title: "Workshop", startsAt: iso(2 * DAY), waitlisted: false }],
  hasSuggestions: true,
};

const keyOf = (step: ReturnType<typeof nextSteps>[number]) => {
  switch (step.kind) {
    case "call":
    case "appointment":
      return `${step.kind}:${step.appointmentId}`;
    case "rate":
      return `rate:${step.appointmentId}`;
    case "reply":
      return `reply:${step.coachSlug}`;
    case "checkIn":
    case "proposal":
      return `${step.kind}:${step.goalId}`;
    case "event":
      return `event:${step.title}`;
    case "scan":
      return step.first ? "scan:first" : "scan";
    case "suggestions":
      return "suggestions";
  }
};

describe("the member's next steps", () => {
  it("are in the issue's order: the call, the coach's messages, goals, feedback, the scan, what is coming, suggestions", () => {
    expect(nextSteps(everything, now).map(keyOf)).toEqual([
      "call:now",
      "reply:new",
      "reply:old",
      "checkIn:g-never",
      "checkIn:g-oldest",
      "checkIn:g-recent",
      "proposal:g-proposed",
      "rate:r-new",
      "rate:r-old",
      "scan",
      "appointment:tomorrow",
      "event:Workshop",
      "appointment:later",
      "suggestions",
    ]);
  });

  it("offer the call from 10 minutes before the start until 30 minutes after the end, and not for a cancelled one", () => {
    const steps = (upcoming: MemberFacts["upcoming"]) => nextSteps({ ...nothing, upcoming }, now).map(keyOf);
    expect(steps([appointment("a", 11)])).toEqual(["appointment:a"]);
    expect(steps([appointment("a", 10)])).toEqual(["call:a"]);
    // Ended 29 minutes ago: the call is still open, the session is no longer coming.
    expect(steps([appointment("a", -89)])).toEqual(["call:a"]);
    expect(steps([appointment("a", -90)])).toEqual([]);
    expect(steps([appointment("a", 5, "cancelled")])).toEqual(["appointment:a"]);
  });

  it("ask for the scan when there is none yet, or once the next one is open", () => {
    const scan = (lastCompletedAt: string | null, opensAt: string | null) =>
      nextSteps({ ...nothing, scan: { lastCompletedAt, opensAt } }, now).map(keyOf);
    expect(scan(null, null)).toEqual(["scan:first"]);
    expect(scan(iso(-90 * DAY), iso(0))).toEqual(["scan"]);
    expect(scan(iso(-89 * DAY), iso(1))).toEqual([]);
  });

  it("are empty when nothing waits and nothing is planned", () => {
    expect(nextSteps(nothing, now)).toEqual([]);
  });

  it("carry what the page links to", () => {
    const [call, reply, , checkIn] = nextSteps(everything, now);
    expect(call).toEqual({
      kind: "call",
      appointmentId: "now",
      appointmentKind: "coaching",
      coachName: "Daan",
      startsAt: iso(-5),
    });
    expect(reply).toEqual({ kind: "reply", coachSlug: "new", coachName: "New", at: iso(-60) });
    expect(checkIn).toEqual({ kind: "checkIn", goalId: "g-never", title: "Never", lastCheckInAt: null });
  });
});

describe("a new member", () => {
  it("has no appointment, no goal and no scan", () => {
    expect(isNewMember({ appointmentsEver: 0, goalsEver: 0, lastScanAt: null })).toBe(true);
    expect(isNewMember({ appointmentsEver: 1, goalsEver: 0, lastScanAt: null })).toBe(false);
    expect(isNewMember({ appointmentsEver: 0, goalsEver: 1, lastScanAt: null })).toBe(false);
    expect(isNewMember({ appointmentsEver: 0, goalsEver: 0, lastScanAt: iso(-DAY) })).toBe(false);
  });
});
