import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  drawPage,
  loaderData,
  logIn,
  postForm,
  servedAccountPages,
  TESS,
  tagOf,
} from "../../../tests/support/account-routes";
import { createAuthSession, createMember, createVitascanConsent } from "../../../tests/support/factories";
import Account, { action, loader } from "./account";

// The account page as a browser without JavaScript uses it: a refused card comes back with what
// was typed in that card (never a password) and its messages at its fields and in the page's one
// summary; the other cards stay as they were; a change made is said in its card.

const served = servedAccountPages();
const PASSWORD = TESS.password;
const run = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
/** Tess, logged in: the member area hands the page her account; better-auth reads her cookie. */
let tess: Awaited<ReturnType<typeof logIn>>;
const call = (n: number, lng = "en") => ({
  path: `/${lng}/account`,
  params: { lng },
  user: tess.user,
  headers: { cookie: tess.cookie },
  clientIp: `${run}.${n}`,
});

async function page(n: number, actionData: unknown, lng = "en") {
  return drawPage(Account, call(n, lng), { loaderData: await loaderData(loader, call(n)), actionData });
}

beforeAll(async () => {
  tess = await logIn(TESS.email, PASSWORD, `${run}.100`);
});

describe("the account page without JavaScript", () => {
  it("answers a wrong current password at its field and in the summary, sending no password back", async () => {
    const typed = { intent: "password", currentPassword: "not my password", newPassword: "a new calm long password" };
    const answer = await postForm(action, call(1), typed);
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("password");
    expect(result.error).toEqual({ currentPassword: ["account.wrongPassword"] });
    expect(JSON.stringify(answer.data)).not.toMatch(/not my password|a new calm long password/);

    for (const lng of ["en", "nl"]) {
      const html = await page(1, answer.data, lng);
      expect(tagOf(html, "password-currentPassword")).toContain('aria-invalid="true"');
      expect(tagOf(html, "password-currentPassword")).toContain('value=""');
      expect(html).toContain('href="#password-currentPassword"');
      expect(html).toContain(
        lng === "en" ? "Your current password is not right." : "Je huidige wachtwoord klopt niet.",
      );
      // The other cards are as the loader has them.
      expect(tagOf(html, "profile-name")).toContain('value="Tess Kok"');
      expect(tagOf(html, "email-email")).not.toContain("aria-invalid");
    }
  });

  it("keeps what was typed in a refused profile and in a refused address", async () => {
    const profile = await postForm(action, call(2), {
      intent: "profile",
      name: "T".repeat(101),
      timeZone: "Mars/Olympus",
      locale: "nl",
    });
    expect(profile.status).toBe(400);
    const html = await page(2, profile.data);
    expect(tagOf(html, "profile-name")).toContain(`value="${"T".repeat(101)}"`);
    expect(tagOf(html, "profile-timeZone")).toContain('aria-invalid="true"');
    expect(html).toMatch(
      /<input(?=[^>]*id="profile-locale")(?=[^>]*type="radio")(?=[^>]*name="locale")(?=[^>]*checked="")(?=[^>]*value="nl")/,
    );
    expect(html).toContain("This is too long: at most 100 characters.");
    expect(html).toContain('href="#profile-timeZone"');

    const same = await postForm(action, call(2), {
      intent: "email",
      email: "Tess@example.com",
      emailPassword: PASSWORD,
    });
    expect(same.status).toBe(400);
    expect((same.data as { result: { error: unknown } }).result.error).toEqual({ email: ["account.emailSame"] });
    const again = await page(2, same.data);
    expect(tagOf(again, "email-email")).toContain('value="Tess@example.com"');
    expect(tagOf(again, "email-emailPassword")).toContain('value=""');
    expect(again).toContain("This already is your email address.");
  });

  it("asks twice before withdrawing the scan's consent, saying that every scan goes after 30 seconds to undo", async () => {
    await createVitascanConsent(served.db, tess.user.id, { consentedAt: new Date("2026-11-01T09:00:00Z") });
    const html = await page(6, undefined);
    // The first button only opens the statement; the one that deletes is inside it.
    const disclosure = html.slice(html.indexOf("<details"), html.indexOf("</details>"));
    expect(disclosure).toContain("Withdraw consent and delete my scans");
    expect(disclosure).toContain(
      "All your scans and results are deleted. For 30 seconds afterwards you can still undo",
    );
    expect(disclosure).toContain('value="withdraw-vitascan"');
    expect(html.match(/value="withdraw-vitascan"/g)).toHaveLength(1);
    const withdrawn = await postForm(action, call(6), { intent: "withdraw-vitascan" });
    expect(withdrawn.status).toBe(200);
    expect(await page(6, withdrawn.data)).toContain("Your consent has been withdrawn and your scans deleted.");
  });

  it("says a form the page does not have above the cards, and a change made in its card", async () => {
    const unknown = await postForm(action, call(3), { intent: "explode" });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toMatchObject({ form: "account", result: { error: { intent: ["errors.formInvalid"] } } });
    expect(await page(3, unknown.data)).toContain("We could not process this form.");

    const saved = await postForm(action, call(3), {
      intent: "profile",
      name: "Tess Kok-Bos",
      timeZone: "Asia/Tokyo",
      locale: "en",
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ form: "profile", done: "profile", result: { initialValue: null } });
    const html = await page(3, saved.data);
    expect(html).toContain("Your profile has been saved.");
    expect(html).not.toContain("Please check these fields");
  });

  it("refuses the password after five wrong ones in all with 429 and the minutes, at the field", async () => {
    // The first test spent one of the account's five.
    for (let n = 0; n < 4; n++) {
      expect((await postForm(action, call(4), { intent: "delete", deletePassword: `wrong ${n}` })).status).toBe(400);
    }
    const refused = await postForm(action, call(4), { intent: "delete", deletePassword: PASSWORD });
    expect(refused.status).toBe(429);
    const html = await page(4, refused.data);
    expect(tagOf(html, "delete-deletePassword")).toContain('aria-invalid="true"');
    expect(html).toContain("Too many attempts. Please try again in 15 minutes.");
  });

  it("answers a change that needs a fresh login through the organisation at its form, not with the error page", async () => {
    // Rosa logs in through her organisation alone, and did so longer ago than counts as fresh.
    await createMember(served.db, { id: "rosa", name: "Rosa Smit", email: "rosa@example.com", locale: "en" });
    const session = await createAuthSession(served.db, "rosa", { createdAt: new Date(Date.now() - 11 * 60_000) });
    const rosa = { ...tess.user, id: "rosa", name: "Rosa Smit", email: "rosa@example.com", sessionId: session.id };
    const asRosa = (n: number) => ({ ...call(n), user: rosa, headers: {} });

    const email = await postForm(action, asRosa(5), { intent: "email", email: "rosa.new@example.com" });
    expect(email.status).toBe(403);
    expect(email.data).toMatchObject({ form: "email", result: { error: { "": ["account.reauthRequired"] } } });
    const remove = await postForm(action, asRosa(5), { intent: "delete" });
    expect(remove).toMatchObject({ status: 403, data: { form: "delete" } });
    // No password to change: said at the field, and what was typed is not sent back.
    const typed = { intent: "password", currentPassword: "a guess", newPassword: "a new calm long password" };
    const password = await postForm(action, asRosa(5), typed);
    expect(password).toMatchObject({
      status: 403,
      data: { result: { error: { currentPassword: ["account.noPassword"] } } },
    });
    expect(JSON.stringify(password.data)).not.toMatch(/a guess|a new calm long password/);

    // The page as drawn after the answer: the message in the summary, and the way to a fresh login.
    const html = drawPage(Account, asRosa(5), {
      loaderData: await loaderData(loader, asRosa(5)),
      actionData: email.data,
    });
    expect(html).toContain("Please check these fields");
    expect(html).toContain("To confirm that it is you, log in again through your organisation first.");
    expect(html).toContain("Set a password through");
  });
});
