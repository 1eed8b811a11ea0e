import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { coachDateOverrides, coaches, coachVacations, coachWeeklyHours } from "~/db/schema/coaching";
import { coachPractice } from "~/features/accounts/areas.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import {
  addDateOverride,
  addVacation,
  createAppointment,
  createCoach,
  everyDay,
} from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Availability, { action, loader } from "./availability";
import type { AvailabilityAnswer } from "./availability.server";

// Removing availability offers an "Undo" for 30 seconds that puts back exactly what was removed,
// for the coach who removed it only, and never over a booking a member made in those seconds.

let test: TestDatabase;
let app: { release(): void };
let mine: string;
let theirs: string;

/** A handler as the coach area runs it: its middleware leaves the coach's practice in the context. */
const asCoach =
  (coachId: string, handler: (args: never) => unknown) => async (args: { context: RouterContextProvider }) => {
    const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
    args.context.set(coachPractice, practice as never);
    return handler(args as never);
  };

const post = async (values: Record<string, string>, coachId = mine) => {
  const answer = await postForm(asCoach(coachId, action), "/coach/availability", {}, values, null);
  return { status: answer.status, data: answer.data as AvailabilityAnswer };
};
const undo = (token: string | undefined, coachId = mine) => post({ intent: "undo", token: token ?? "" }, coachId);

async function page(actionData: unknown) {
  const data = await loaderData(asCoach(mine, loader), "/coach/availability", {}, null);
  return drawPage(Availability, "/coach/availability", { loaderData: data, actionData });
}

const vacationsOf = (coachId: string) =>
  test.db
    .select({ from: coachVacations.fromDate, to: coachVacations.toDate })
    .from(coachVacations)
    .where(eq(coachVacations.coachId, coachId));
const overridesOf = (coachId: string) =>
  test.db
    .select({ date: coachDateOverrides.date, start: coachDateOverrides.startMinute, end: coachDateOverrides.endMinute })
    .from(coachDateOverrides)
    .where(eq(coachDateOverrides.coachId, coachId));
const weekOf = (coachId: string) =>
  test.db
    .select({ weekday: coachWeeklyHours.weekday, start: coachWeeklyHours.startMinute, end: coachWeeklyHours.endMinute })
    .from(coachWeeklyHours)
    .where(eq(coachWeeklyHours.coachId, coachId))
    .orderBy(coachWeeklyHours.weekday, coachWeeklyHours.startMinute);

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  mine = (await createCoach(test.db, { name: "Daan Bakker", timeZone: "Europe/Amsterdam", hours: everyDay(540, 1020) }))
    .id;
  theirs = (await createCoach(test.db, { name: "Eva de Vries", timeZone: "Europe/Amsterdam" })).id;
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  app.release();
  await test.close();
});

describe("undoing a removal of availability", () => {
  it("puts back a removed absence for its own coach only, once", async () => {
    const vacation = await addVacation(test.db, mine, "2027-03-01", "2027-03-05");
    const removed = await post({ intent: "remove-vacation", id: vacation.id });
    expect(removed.data).toMatchObject({ saved: true, undoFor: "vacation" });
    expect(await vacationsOf(mine)).toEqual([]);
    const html = await page(removed.data);
    expect(html).toContain('role="status"');
    expect(html).toContain("You can undo this for 30 seconds.");
    expect(html.match(/<button[^>]*type="submit"[^>]*>Undo</)?.[0]).toMatch(/name="intent"/);
    expect(html.match(/<button[^>]*type="submit"[^>]*>Undo</)?.[0]).toMatch(/value="undo"/);
    expect(html).toMatch(/<input type="hidden" name="token" value="v1\./);

    // Another coach cannot use the token: refused, and nothing lands in either practice.
    const stolen = await undo(removed.data.undo?.token, theirs);
    expect(stolen).toMatchObject({ status: 422, data: { undoRefused: "invalid" } });
    expect(await vacationsOf(theirs)).toEqual([]);
    expect(await vacationsOf(mine)).toEqual([]);

    const undone = await undo(removed.data.undo?.token);
    expect(undone).toMatchObject({ status: 200, data: { undone: true, undoFor: "vacation" } });
    expect(await vacationsOf(mine)).toEqual([{ from: "2027-03-01", to: "2027-03-05" }]);
    expect(await page(undone.data)).toContain("Undone: what you removed is back.");
    // Pressed again: nothing more to put back, no second absence.
    expect(await undo(removed.data.undo?.token)).toMatchObject({ status: 409, data: { undoRefused: "gone" } });
    expect(await vacationsOf(mine)).toHaveLength(1);
  });

  it("puts back a removed weekly rule exactly", async () => {
    const before = await weekOf(mine);
    // Monday's hours taken off: the rest of the week stays.
    const days = Object.fromEntries(
      [2, 3, 4, 5, 6, 7].flatMap((day) => [
        [`day${day}.on`, "on"],
        [`day${day}.0.start`, "09:00"],
        [`day${day}.0.end`, "17:00"],
      ]),
    );
    const removed = await post({ intent: "week", ...days });
    expect(removed.data).toMatchObject({ form: "week", saved: true, undoFor: "week" });
    expect((await weekOf(mine)).some((row) => row.weekday === 1)).toBe(false);
    expect(await undo(removed.data.undo?.token)).toMatchObject({ status: 200, data: { undone: true } });
    expect(await weekOf(mine)).toEqual(before);
    // Saving without taking hours away offers nothing to undo.
    const added = await post({
      intent: "week",
      ...days,
      "day1.on": "on",
      "day1.0.start": "09:00",
      "day1.0.end": "17:00",
    });
    expect(added.data.undo).toBeUndefined();
  });

  it("refuses to put back hours over a booking made since, and says which", async () => {
    await addDateOverride(test.db, mine, "2027-04-07", { startMinute: 540, endMinute: 720 });
    const removed = await post({ intent: "remove-override", date: "2027-04-07" });
    expect(removed.data).toMatchObject({ undoFor: "override" });
    // In the seconds since, a member booked the afternoon the removal opened (14:00 in Amsterdam).
    await createAppointment(test.db, { coachId: mine, startsAt: "2027-04-07T12:00:00Z" });
    const refused = await undo(removed.data.undo?.token);
    expect(refused.status).toBe(409);
    expect(refused.data.undoConflicts).toEqual(["2027-04-07T12:00:00.000Z"]);
    expect(await overridesOf(mine)).toEqual([]);
    expect(await page(refused.data)).toContain("Not put back: a member booked");
  });

  it("refuses an undo after 30 seconds and changes nothing", async () => {
    const vacation = await addVacation(test.db, mine, "2027-05-01", "2027-05-02");
    const removed = await post({ intent: "remove-vacation", id: vacation.id });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31_000 });
    try {
      const late = await undo(removed.data.undo?.token);
      expect(late).toMatchObject({ status: 422, data: { undoRefused: "expired" } });
      expect(await page(late.data)).toContain("The 30 seconds to undo this have passed; nothing was changed.");
    } finally {
      vi.useRealTimers();
    }
    expect((await vacationsOf(mine)).some((row) => row.from === "2027-05-01")).toBe(false);
  });
});
