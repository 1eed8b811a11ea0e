import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { onboarding, users } from "~/db/schema/accounts";
import type { CurrentUser } from "~/features/accounts/session.server";
import { drawPage, loaderData, postForm, servedAccountPages, tagOf } from "../../../tests/support/account-routes";
import { createUser } from "../../../tests/support/factories";
import OnboardingStepPage, { action, loader } from "./onboarding-step";

// The onboarding steps as a browser without JavaScript uses them: a refused step comes back with
// what was typed and chosen and each message at its field; the step is the address's, never the
// form's; a step done goes on to the next.

const served = servedAccountPages({ tess: false });
const sam = {
  id: "sam",
  name: "Sam",
  email: "sam@example.com",
  emailVerified: true,
  locale: "en",
  timeZone: "Europe/Amsterdam",
  roles: ["member"],
  partnerAdmin: false,
  sessionId: "session-1",
} satisfies CurrentUser;
const call = (step: string, lng = "en") => ({
  path: `/${lng}/signup/${step}`,
  params: { lng, step },
  user: sam,
});

beforeAll(async () => {
  await createUser(served.db, { id: "sam", name: "Sam", email: "sam@example.com", roles: ["member"], onboarding: {} });
});

describe("the onboarding without JavaScript", () => {
  it("answers a refused profile with what was typed and chosen, and each message at its field", async () => {
    const typed = { step: "terms", name: "", timeZone: "Mars/Olympus", locale: "nl" };
    const answer = await postForm(action, call("profile"), typed);
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("onboarding");
    // The posted step is overruled by the address's.
    expect(result.initialValue).toEqual({ step: "profile", timeZone: "Mars/Olympus", locale: "nl" });
    expect(result.error).toEqual({ name: ["errors.required"], timeZone: ["errors.timeZoneInvalid"] });

    const page = await loaderData(loader, call("profile"));
    for (const lng of ["en", "nl"]) {
      const html = drawPage(OnboardingStepPage, call("profile", lng), { loaderData: page, actionData: answer.data });
      expect(tagOf(html, "onboarding-name")).toContain('aria-invalid="true"');
      expect(tagOf(html, "onboarding-timeZone")).toContain('aria-invalid="true"');
      expect(html).toMatch(
        /<input(?=[^>]*id="onboarding-locale")(?=[^>]*type="radio")(?=[^>]*name="locale")(?=[^>]*checked="")(?=[^>]*value="nl")/,
      );
      expect(html).toContain('href="#onboarding-name"');
      expect(html).toContain('href="#onboarding-timeZone"');
      expect(html).toContain(lng === "en" ? "Choose a time zone from the list." : "Kies een tijdzone uit de lijst.");
    }
    const [row] = await served.db.select().from(onboarding).where(eq(onboarding.userId, "sam"));
    expect(row?.profileDoneAt).toBeNull();
  });

  it("saves a profile and goes on in the language chosen; then refuses terms not accepted", async () => {
    const done = await postForm(action, call("profile"), { name: "Sam de Wit", timeZone: "Asia/Tokyo", locale: "nl" });
    expect(done.status).toBe(302);
    expect(done.location).toMatch(/^\/nl\//);
    const [user] = await served.db.select().from(users).where(eq(users.id, "sam"));
    expect(user).toMatchObject({ name: "Sam de Wit", timeZone: "Asia/Tokyo", locale: "nl" });

    const refused = await postForm(action, call("terms", "nl"), {});
    expect(refused.status).toBe(400);
    expect((refused.data as { result: { error: unknown } }).result.error).toEqual({ accept: ["errors.termsRequired"] });
    const html = drawPage(OnboardingStepPage, call("terms", "nl"), {
      loaderData: await loaderData(loader, call("terms", "nl")),
      actionData: refused.data,
    });
    // Said as what to do, under a heading that fits one checkbox, in the summary and at the box.
    expect(html).toMatch(/role="alert"[\s\S]*Je bent nog niet akkoord gegaan[\s\S]*Vink het vakje aan/);
    expect(html).not.toContain("Controleer deze velden");
    expect(html).toMatch(/id="onboarding-accept-error"[^>]*>(?:<[^>]+>)*Vink het vakje aan om akkoord te gaan/);
    expect(html).toContain('href="#onboarding-accept"');
    expect(html).toMatch(/<input id="onboarding-accept"/);
  });
});
