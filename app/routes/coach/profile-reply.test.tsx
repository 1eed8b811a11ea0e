import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coaches } from "~/db/schema/coaching";
import { coachPractice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { pageTexts } from "~/features/coaching/practice-fixture";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createCoachUser } from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import CoachProfileEditor, { action, loader } from "./profile";

// "I usually reply within N working days" on the coach's profile: a list of not said and 1 to 10,
// saved with the profile, anything else refused at the field with nothing saved.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;
let user: CurrentUser;

const asCoach = (handler: (args: never) => unknown) => async (args: { context: RouterContextProvider }) => {
  const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
  args.context.set(coachPractice, practice as never);
  return handler(args as never);
};

const post = (values: PostedValues) => postForm(asCoach(action), "/coach/profile", {}, values, user);

async function page(actionData: unknown, lng: "en" | "nl" = "en") {
  const data = await loaderData(asCoach(loader), "/coach/profile", {}, user);
  return drawPage(CoachProfileEditor, "/coach/profile", { loaderData: data, actionData }, lng);
}

const valid = {
  name: "Daan Bakker",
  headlineNl: "Rust in je werkweek",
  headlineEn: "Calm in your working week",
  bioNl: pageTexts.bioNl,
  bioEn: pageTexts.bioNl,
  specialties: ["stress"],
  languages: ["nl"],
  modes: "video",
  city: "",
};

const stated = async () =>
  (await test.db.select({ days: coaches.replyWithinDays }).from(coaches).where(eq(coaches.id, coachId)))[0]?.days;

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const made = await createCoachUser(test.db, {
    user: { name: "Daan Bakker", email: "daan@example.com" },
    ...pageTexts,
    specialties: ["stress"],
    languages: ["nl"],
    modes: ["video"],
  });
  coachId = made.coach.id;
  user = { ...made.user, timeZone: "Europe/Amsterdam" } as unknown as CurrentUser;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the coach's reply time on the profile", () => {
  it("offers not said and 1 to 10 working days, in both languages", async () => {
    const html = await page(undefined);
    expect(html).toContain("I usually reply to messages within");
    expect(html).toMatch(/<option value="" selected="">I would rather not say<\/option>/);
    expect(html).toContain('<option value="1">1 working day</option>');
    expect(html).toContain('<option value="10">10 working days</option>');
    expect(html).not.toContain('<option value="11">');
    const nl = await page(undefined, "nl");
    expect(nl).toContain("Ik antwoord meestal op berichten binnen");
    expect(nl).toContain('<option value="3">3 werkdagen</option>');
  });

  it("saves a choice with the profile, shows it again, and saves not said as nothing", async () => {
    const saved = await post({ ...valid, replyWithinDays: "3" });
    expect(saved.status).toBe(200);
    expect(await stated()).toBe(3);
    expect(await page(saved.data)).toMatch(/<option value="3" selected="">3 working days<\/option>/);

    expect((await post({ ...valid, replyWithinDays: "" })).status).toBe(200);
    expect(await stated()).toBeNull();
  });

  it("refuses anything but 1 to 10 at its field, and saves nothing", async () => {
    await post({ ...valid, replyWithinDays: "2" });
    for (const bad of ["0", "11", "2.5", "-1", "soon", "99999999999999999999"]) {
      const answer = await post({ ...valid, name: "Someone Else", replyWithinDays: bad });
      expect(answer.status, bad).toBe(400);
      expect((answer.data as { result: { error: unknown } }).result.error).toEqual({
        replyWithinDays: ["profile.errors.replyWithinDays"],
      });
    }
    expect(await stated()).toBe(2);
    const [row] = await test.db.select({ name: coaches.name }).from(coaches).where(eq(coaches.id, coachId));
    expect(row?.name).toBe("Daan Bakker");
    const refused = await post({ ...valid, replyWithinDays: "11" });
    expect(await page(refused.data)).toContain("Choose a number of working days from the list.");
  });

  it("is held to 1 to 10 by the database too", async () => {
    await expect(test.db.update(coaches).set({ replyWithinDays: 11 }).where(eq(coaches.id, coachId))).rejects.toThrow();
    await expect(test.db.update(coaches).set({ replyWithinDays: 0 }).where(eq(coaches.id, coachId))).rejects.toThrow();
  });
});
