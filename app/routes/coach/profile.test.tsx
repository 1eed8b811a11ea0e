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

// The coach's profile as a browser without JavaScript uses it: a plain form post, the action's
// answer, and the page drawn again from that answer. What was typed comes back in the fields
// (ticked boxes too), each refusal at its field and in the summary, with nothing echoed by hand.

let test: TestDatabase;
let app: { release(): void };
let coachId: string;
let user: CurrentUser;

const bio = pageTexts.bioNl;

/** A handler as the coach area runs it: its middleware leaves the coach's practice in the context. */
const asCoach = (handler: (args: never) => unknown) => async (args: { context: RouterContextProvider }) => {
  const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
  args.context.set(coachPractice, practice as never);
  return handler(args as never);
};

const post = (values: Record<string, string | string[]>, photo?: File) =>
  postForm(asCoach(action), "/coach/profile", {}, { ...values, ...(photo ? { photo } : {}) } as PostedValues, user);

/** The page drawn on the server as the browser without script gets it after the post. */
async function page(actionData: unknown) {
  const data = await loaderData(asCoach(loader), "/coach/profile", {}, user);
  return drawPage(CoachProfileEditor, "/coach/profile", { loaderData: data, actionData });
}

const valid = {
  name: "Daan Bakker",
  headlineNl: "Rust in je werkweek",
  headlineEn: "Calm in your working week",
  bioNl: bio,
  bioEn: bio,
  specialties: ["stress", "sleep"],
  languages: ["nl", "en"],
  modes: "video",
  city: "",
};

/** Whether the box of `value` under `name` is ticked in the drawn page. */
const ticked = (html: string, name: string, value: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*checked=""[^>]*value="${value}"`).test(html);

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

describe("the coach's profile without JavaScript", () => {
  it("answers a refused save with what was posted and the messages, and the page shows both", async () => {
    const answer = await post({
      ...valid,
      name: "D",
      bioEn: "Too short.",
      specialties: "sleep",
      languages: [],
      modes: ["video", "in_person"],
      city: "",
    });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("profile");
    expect(result.initialValue).toMatchObject({ name: "D", bioEn: "Too short.", specialties: "sleep" });
    expect(result.error).toEqual({
      name: ["profile.errors.name"],
      bioEn: ["profile.errors.bio"],
      languages: ["profile.errors.languages"],
      city: ["profile.errors.city"],
    });

    const html = await page(answer.data);
    expect(html).toContain('value="D"');
    expect(html).toContain(">Too short.</textarea>");
    // The boxes as posted, not as saved: "sleep" alone, and in person as well as video.
    expect(ticked(html, "specialties", "sleep")).toBe(true);
    expect(ticked(html, "specialties", "stress")).toBe(false);
    expect(ticked(html, "languages", "nl")).toBe(false);
    expect(ticked(html, "modes", "in_person")).toBe(true);
    expect(html).toContain("The profile was not saved:");
    for (const field of ["name", "bioEn", "languages", "city"]) expect(html).toContain(`href="#profile-${field}"`);
    expect(html).toContain("Enter a name of 2 to 80 characters.");
    expect(html).toContain("Choose at least one language.");
    expect(html).toMatch(/<input id="profile-name"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<fieldset aria-describedby="profile-languages-error">/);
    // Nothing was written.
    const [row] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
    expect(row).toMatchObject({ name: "Daan Bakker", specialties: ["stress"], languages: ["nl"] });
  });

  it("puts a file that is no photo at its field, keeping what was typed", async () => {
    const answer = await post(
      { ...valid, headlineEn: "Calm, again" },
      new File(["not a photo"], "daan.png", { type: "image/png" }),
    );
    expect(answer.status).toBe(400);
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({
      photo: ["profile.errors.photo-not-an-image"],
    });
    const html = await page(answer.data);
    expect(html).toContain('value="Calm, again"');
    expect(html).toContain('href="#profile-photo"');
    expect(html).toMatch(/<input id="profile-photo"[^>]*aria-invalid="true"/);
    expect(html).toContain("This file is not a JPEG, PNG or WebP photo.");
  });

  it("starts the form again from the saved profile after a save, and says so", async () => {
    const answer = await post({ ...valid, name: "Daan B." });
    expect(answer.status).toBe(200);
    const { saved, result } = answer.data as { saved: boolean; result: Record<string, unknown> };
    expect(saved).toBe(true);
    expect(result.initialValue).toBeNull();
    const html = await page(answer.data);
    expect(html).toContain("Your profile has been saved.");
    expect(html).toContain('value="Daan B."');
    expect(ticked(html, "specialties", "sleep")).toBe(true);
    expect(ticked(html, "languages", "en")).toBe(true);
    expect(html).not.toContain("The profile was not saved:");
  });
});
