import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAppointment,
  createCoachUser,
  createEvent,
  createEventSession,
  createMember,
  createRegistration,
} from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { memberDashboard } from "./dashboard.server";

// The dashboard of a member with a long history and a full calendar: what is coming is a bounded
// list (the soonest first), and whether the member ever had a session needs no count of them all.

const now = new Date("2027-05-10T09:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * DAY);

let test: TestDatabase;
let busy: string;
let other: string;
const sessionSlugs: string[] = [];

beforeAll(async () => {
  test = await createTestDatabase();
  busy = (await createMember(test.db, { name: "Busy Member" })).id;
  other = (await createMember(test.db, { name: "Other Member" })).id;
  const { coach } = await createCoachUser(test.db, { slug: "weekly-coach" });
  // Two years of weekly sessions behind, and thirty ahead.
  for (let week = -104; week < 30; week++) {
    await createAppointment(test.db, {
      coachId: coach.id,
      memberId: busy,
      startsAt: at(week * 7 + 1),
      status: week < 0 ? "completed" : "confirmed",
    });
  }
  const event = await createEvent(test.db, { slug: "weekly-walk", titleEn: "Weekly walk" });
  for (let i = 0; i < 30; i++) {
    const session = await createEventSession(test.db, event.id, { slug: `walk-${i}`, startsAt: at(i + 2) });
    sessionSlugs.push(session.slug);
    await createRegistration(test.db, { sessionId: session.id, userId: busy, status: "registered" });
  }
  // The other member only on the last session.
  const last = await createEventSession(test.db, event.id, { slug: "walk-other", startsAt: at(40) });
  await createRegistration(test.db, { sessionId: last.id, userId: other, status: "registered" });
});

afterAll(async () => {
  await test?.close();
});

describe("the dashboard of a busy member", () => {
  it("lists at most twenty appointments and twenty events coming, the soonest", async () => {
    const dashboard = await memberDashboard(test.db, { id: busy }, "en", now, 90);
    const appointments = dashboard.steps.filter((step) => step.kind === "appointment");
    const events = dashboard.steps.filter((step) => step.kind === "event");
    expect(appointments).toHaveLength(20);
    expect(events).toHaveLength(20);
    expect(events.map((step) => (step.kind === "event" ? step.href : ""))).toEqual(
      sessionSlugs.slice(0, 20).map((slug) => `/en/events/session/${slug}`),
    );
    const first = appointments[0];
    expect(first?.kind === "appointment" ? first.startsAt : null).toBe(at(1).toISOString());
    expect(dashboard.newMember).toBe(false);
  });

  it("never lists another member's registrations", async () => {
    const busyView = JSON.stringify(await memberDashboard(test.db, { id: busy }, "en", now, 90));
    expect(busyView).not.toContain("walk-other");
    const otherView = await memberDashboard(test.db, { id: other }, "en", now, 90);
    const events = otherView.steps.filter((step) => step.kind === "event");
    expect(events).toEqual([expect.objectContaining({ href: "/en/events/session/walk-other" })]);
  });

  it("knows a member with only sessions long past is not new", async () => {
    const member = (await createMember(test.db, { name: "Former Member" })).id;
    const { coach } = await createCoachUser(test.db, { slug: "former-coach" });
    await createAppointment(test.db, { coachId: coach.id, memberId: member, startsAt: at(-700), status: "completed" });
    expect((await memberDashboard(test.db, { id: member }, "en", now, 90)).newMember).toBe(false);
    const fresh = (await createMember(test.db, { name: "Fresh Member" })).id;
    expect((await memberDashboard(test.db, { id: fresh }, "en", now, 90)).newMember).toBe(true);
  });
});
