import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coaches, coachWeeklyHours } from "~/db/schema/coaching";
import { coachPractice } from "~/features/accounts/areas.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createCoach } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Availability, { action, loader } from "./availability";

// The availability page as the coach's browser without JavaScript uses it: each form posted as
// the page names its fields (`day1.0.start`, which Conform reads as nested values), the action's
// answer, and the page drawn again from it, with one summary for the refused form.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;

/** A handler as the coach area runs it: its middleware leaves the coach's practice in the context. */
const asCoach = (handler: (args: never) => unknown) => async (args: { context: RouterContextProvider }) => {
  const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
  args.context.set(coachPractice, practice as never);
  return handler(args as never);
};

const post = (values: Record<string, string>) => postForm(asCoach(action), "/coach/availability", {}, values, null);

async function page(actionData: unknown) {
  const data = await loaderData(asCoach(loader), "/coach/availability", {}, null);
  return drawPage(Availability, "/coach/availability", { loaderData: data, actionData });
}

const hours = () =>
  test.db
    .select({ weekday: coachWeeklyHours.weekday, start: coachWeeklyHours.startMinute, end: coachWeeklyHours.endMinute })
    .from(coachWeeklyHours)
    .where(eq(coachWeeklyHours.coachId, coachId))
    .orderBy(coachWeeklyHours.weekday, coachWeeklyHours.startMinute);

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  coachId = (await createCoach(test.db, { name: "Daan Bakker", timeZone: "Europe/Amsterdam" })).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the availability page without JavaScript", () => {
  it("saves the week from its days' fields, two intervals on one day, and says so", async () => {
    const answer = await post({
      intent: "week",
      "day1.on": "on",
      "day1.0.start": "09:00",
      "day1.0.end": "12:00",
      "day1.1.start": "13:00",
      "day1.1.end": "17:00",
      "day3.on": "on",
      "day3.0.start": "08:00",
      "day3.0.end": "00:00",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ form: "week", saved: true });
    expect(await hours()).toEqual([
      { weekday: 1, start: 540, end: 720 },
      { weekday: 1, start: 780, end: 1020 },
      { weekday: 3, start: 480, end: 1440 },
    ]);
    const html = await page(answer.data);
    expect(html).toContain("Saved");
    expect(html).not.toContain('role="alert"');
  });

  it("refuses an interval that ends before it starts at that interval's time, keeping the saved week", async () => {
    const answer = await post({ intent: "week", "day2.on": "on", "day2.0.start": "12:00", "day2.0.end": "09:00" });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: { error: Record<string, string[]> } };
    expect(form).toBe("week");
    expect(Object.keys(result.error)).toEqual(["day2.0.end"]);
    expect((await hours()).map((row) => row.weekday)).toEqual([1, 1, 3]);
    const html = await page(answer.data);
    expect(html).toContain('role="alert"');
  });

  it("puts a rule out of range at its field, with the typed value and the summary's link", async () => {
    const answer = await post({
      intent: "rules",
      timeZone: "Europe/Amsterdam",
      bufferMinutes: "500",
      noticeHours: "2",
      windowDays: "60",
      gridMinutes: "30",
      maxPerDay: "6",
    });
    expect(answer.status).toBe(400);
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({
      bufferMinutes: ["availability.errors.buffer"],
    });
    const html = await page(answer.data);
    expect(html).toMatch(/<input[^>]*id="rules-bufferMinutes"[^>]*value="500"/);
    expect(html).toMatch(/<input[^>]*id="rules-bufferMinutes"[^>]*aria-invalid="true"/);
    expect(html).toContain('href="#rules-bufferMinutes"');
  });

  it("answers a holiday that ends before it starts, and a tampered remove button, in the summary", async () => {
    const holiday = await post({ intent: "vacation", from: "2030-02-08", to: "2030-02-04" });
    expect(holiday.status).toBe(400);
    expect((holiday.data as { result: { error: unknown } }).result.error).toEqual({
      to: ["availability.errors.dateOrder"],
    });
    const removal = await post({ intent: "remove-vacation", id: "not-an-id" });
    expect(removal.status).toBe(400);
    expect(removal.data).toMatchObject({ form: "removals" });
    const html = await page(removal.data);
    expect(html).toContain('role="alert"');
  });
});
