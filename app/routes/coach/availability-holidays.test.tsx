import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coaches } from "~/db/schema/coaching";
import { coachHolidayOptOuts } from "~/db/schema/scheduling";
import { coachPractice } from "~/features/accounts/areas.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createCoach } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Availability, { action, loader } from "./availability";

// The public holidays card of the availability page, as a browser without JavaScript posts it:
// each holiday a box "I work on this day" (posting "yes"), saved all at once; anything else posted
// for a box is refused and changes nothing.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;

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

const worked = async () =>
  (
    await test.db
      .select({ holiday: coachHolidayOptOuts.holiday })
      .from(coachHolidayOptOuts)
      .where(eq(coachHolidayOptOuts.coachId, coachId))
  )
    .map((row) => row.holiday)
    .sort();

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  coachId = (await createCoach(test.db, { name: "Daan Bakker", timeZone: "Europe/Amsterdam" })).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the public holidays on the availability page", () => {
  it("lists every holiday with its next date and a box per holiday", async () => {
    const html = await page(undefined);
    expect(html).toContain("Public holidays");
    for (const name of ["King&#x27;s Day", "Liberation Day", "Whit Monday", "Good Friday", "Boxing Day"]) {
      expect(html).toContain(name);
    }
    expect(html.match(/I work on this day/g)?.length).toBe(11);
    expect(html).toMatch(/id="holidays-kingsDay"/);
    expect(html).not.toMatch(/<input[^>]*id="holidays-kingsDay"[^>]*checked/);
  });

  it("saves the ticked holidays, says so and shows them ticked", async () => {
    const answer = await post({ intent: "holidays", kingsDay: "yes", liberationDay: "yes" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ form: "holidays", saved: true });
    expect(await worked()).toEqual(["kingsDay", "liberationDay"]);
    const html = await page(answer.data);
    expect(html).toContain("Saved");
    expect(html).toMatch(/<input[^>]*id="holidays-kingsDay"[^>]*checked/);
    expect(html).not.toMatch(/<input[^>]*id="holidays-newYear"[^>]*checked/);

    // Unticking all of them: every holiday blocks again.
    const cleared = await post({ intent: "holidays" });
    expect(cleared.status).toBe(200);
    expect(await worked()).toEqual([]);
  });

  it("refuses a box that posts anything but yes, with the summary, and changes nothing", async () => {
    await post({ intent: "holidays", christmasDay: "yes" });
    const answer = await post({ intent: "holidays", newYear: "yes", boxingDay: "<script>" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ form: "holidays" });
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({
      boxingDay: ["holidays:errors.invalid"],
    });
    expect(await worked()).toEqual(["christmasDay"]);
    const html = await page(answer.data);
    expect(html).toContain('role="alert"');
    expect(html).toContain("This form could not be read");
    expect(html).toContain('href="#holidays-boxingDay"');
  });
});
