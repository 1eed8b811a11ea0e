import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "~/features/accounts/session.server";
import { domains } from "~/features/vitascan/instrument";
import { getConsent, pendingReminder } from "~/features/vitascan/vitascan.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createMember } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm, testAdmin } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Delay, { action as delayAction, loader as delayLoader } from "./delay";
import VitascanOnboarding, { action as consentAction, loader as consentLoader } from "./onboarding";
import Scan, { action as scanAction, loader as scanLoader } from "./scan";

// The scan's consent, step and reminder pages as a browser without JavaScript uses them: a plain post,
// and the page drawn again from a refusal with the message at its control.

let test: TestDatabase;
let app: { release(): void };
let member: CurrentUser;
const params = { lng: "en" };

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const row = await createMember(test.db, { name: "Robin Vos" });
  member = { ...testAdmin, id: row.id, name: row.name, email: row.email, roles: ["member"] } as CurrentUser;
}, 120_000);

afterAll(async () => {
  app?.release();
  await test?.close();
});

describe("the scan's consent without JavaScript", () => {
  const path = "/en/vitascan-onboarding";

  it("refuses a start without the box ticked, with the message at the box and in the summary", async () => {
    const answer = await postForm(consentAction, path, params, {}, member);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "consent",
      result: { error: { consent: ["onboarding.consentRequired"] } },
    });
    const html = drawPage(VitascanOnboarding, path, {
      loaderData: await loaderData(consentLoader, path, params, member),
      actionData: answer.data,
    });
    expect(html).toContain('href="#consent-consent"');
    expect(html).toContain("Give your consent to start");
    expect(html).toMatch(
      /<input id="consent-consent" aria-describedby="[^"]*consent-consent-error" aria-invalid="true"/,
    );
    expect(await getConsent(test.db, member.id)).toBeNull();
  });

  it("takes the consent and goes on to the scan", async () => {
    const answer = await postForm(consentAction, path, params, { consent: "yes" }, member);
    expect(answer).toMatchObject({ status: 302, location: "/en/vitascan" });
    expect(await getConsent(test.db, member.id)).not.toBeNull();
  });
});

describe("the scan's reminder without JavaScript", () => {
  const path = "/en/vitascan/delay";

  it("draws the choice as native radio buttons, a week chosen", async () => {
    const html = drawPage(Delay, path, { loaderData: await loaderData(delayLoader, path, params, member) });
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.every((radio) => radio.includes('name="when"'))).toBe(true);
    expect(radios[0]).toMatch(/checked="" value="week"/);
    expect(html).toMatch(/<span class="sr-only"[^>]*>Shall we remind you\?<\/span>/);
  });

  it("refuses an unknown choice at the group, and sets the reminder for a known one", async () => {
    const refused = await postForm(delayAction, path, params, { when: "year" }, member);
    expect(refused.status).toBe(400);
    const html = drawPage(Delay, path, {
      loaderData: await loaderData(delayLoader, path, params, member),
      actionData: refused.data,
    });
    expect(html).toContain('href="#delay-when"');
    expect(html).toContain("Choose when we should remind you.");
    expect(html).toMatch(/role="radiogroup"[^>]*aria-invalid="true"/);

    expect(await postForm(delayAction, path, params, { when: "month" }, member)).toMatchObject({
      status: 302,
      location: "/en/vitascan/delay?reminder=1",
    });
    expect(await pendingReminder(test.db, member.id)).not.toBeNull();
  });
});

describe("a step of the scan without JavaScript", () => {
  const path = "/en/vitascan";
  const wellbeing = domains[0]?.items ?? [];

  it("names each question left open in the summary, at its group, and keeps what was answered", async () => {
    const answer = await postForm(scanAction, path, params, { step: "0", intent: "next", who1: "3" }, member);
    expect(answer.status).toBe(400);
    const { result } = answer.data as { result: { error: Record<string, string[]> } };
    expect(Object.keys(result.error)).toEqual(wellbeing.slice(1).map((item) => item.id));
    expect(result.error.who2).toEqual(["scan.required"]);
    const html = drawPage(Scan, path, {
      loaderData: await loaderData(scanLoader, path, params, member),
      actionData: answer.data,
    });
    expect(html).toContain("Not every question has a valid answer yet:");
    expect(html).toContain(`href="#scan-who2"`);
    expect(html).toContain(`${wellbeing[1]?.text.en}: Choose an answer.`);
    expect(html).toMatch(/<input id="scan-who1"[^>]*name="who1" value="5"\/>/);
    expect(html).toMatch(/name="who1" checked="" value="3"/);
    expect(html).toMatch(/<button[^>]*type="submit" value="next"[^>]*name="intent">Next</);
  });

  it("saves a step answered in full and goes on, and refuses a step not reached yet at the form", async () => {
    const all = Object.fromEntries(wellbeing.map((item) => [item.id, "3"]));
    expect(await postForm(scanAction, path, params, { step: "0", intent: "next", ...all }, member)).toMatchObject({
      status: 302,
      location: "/en/vitascan?step=2",
    });
    const ahead = await postForm(scanAction, path, params, { step: "5", intent: "next" }, member);
    expect(ahead.status).toBe(400);
    expect(ahead.data).toMatchObject({ result: { error: { "": ["scan.formInvalid"] } } });
  });
});
