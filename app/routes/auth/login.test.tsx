import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  drawPage,
  loaderData,
  postForm,
  type RouteCall,
  servedAccountPages,
  TESS,
  tagOf,
} from "../../../tests/support/account-routes";
import { createPartner } from "../../../tests/support/factories";
import CoachLogin, { action as coachAction, loader as coachLoader } from "../coach/login";
import Login, { action, loader } from "./login";
import PartnerLogin, { action as partnerAction, loader as partnerLoader } from "./partner-login";

// The login pages as a browser without JavaScript uses them: a refused login comes back with the
// address typed (never the password) and one message, the same for an unknown address as for a
// wrong password; the limit on failures says how long to wait; a right password logs in.

const served = servedAccountPages({ connections: 4 });
const run = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const call = (n: number, lng = "en"): RouteCall => ({
  path: `/${lng}/login`,
  params: { lng },
  clientIp: `${run}.${n}`,
});
const PASSWORD = TESS.password;

beforeAll(async () => {
  await createPartner(served.db, { slug: "acme", name: "Acme", brandColor: "#1d4f91" });
});

describe("the login pages without JavaScript", () => {
  it("answer a wrong password as an unknown address: the address kept, the password not, one message", async () => {
    const wrong = await postForm(action, call(1), { email: "tess@example.com", password: "not her password" });
    const unknown = await postForm(action, call(2), { email: "nobody@example.com", password: "not her password" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const { form, result } = wrong.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("login");
    expect(result.error).toEqual({ "": ["errors.invalidCredentials"] });
    expect(result.initialValue).toEqual({ email: "tess@example.com" });
    expect((unknown.data as { result: { error: unknown } }).result.error).toEqual(result.error);
    expect(JSON.stringify(wrong.data)).not.toContain("not her password");

    const page = await loaderData(loader, call(1));
    for (const lng of ["en", "nl"]) {
      const html = drawPage(Login, call(1, lng), { loaderData: page, actionData: wrong.data });
      expect(tagOf(html, "login-email")).toContain('value="tess@example.com"');
      expect(tagOf(html, "login-password")).toContain('value=""');
      expect(html).not.toContain("not her password");
      expect(html).toContain(
        lng === "en" ? "This email address and password don&#x27;t match." : "Dit e-mailadres en wachtwoord horen niet",
      );
    }
  });

  it("puts the schema's messages at their fields", async () => {
    const answer = await postForm(action, call(3), { email: "tess@", password: "" });
    expect(answer.status).toBe(400);
    const { result } = answer.data as { result: Record<string, unknown> };
    expect(result.error).toEqual({ email: ["errors.emailInvalid"], password: ["errors.required"] });
    const html = drawPage(Login, call(3), { loaderData: await loaderData(loader, call(3)), actionData: answer.data });
    expect(tagOf(html, "login-email")).toContain('aria-invalid="true"');
    expect(tagOf(html, "login-password")).toContain('aria-invalid="true"');
    expect(html).toContain('href="#login-email"');
    expect(html).toContain('href="#login-password"');
    expect(html).toContain("Please fill in this field.");
  });

  it("stops guessing at one account from one client with 429 and the minutes, then logs the owner in", async () => {
    const guess = { email: "tess@example.com", password: "a wrong guess" };
    for (let n = 0; n < 5; n++) expect((await postForm(action, call(4), guess)).status).toBe(400);
    const refused = await postForm(action, call(4), { ...guess, password: PASSWORD });
    expect(refused.status).toBe(429);
    const html = drawPage(Login, call(4), { loaderData: await loaderData(loader, call(4)), actionData: refused.data });
    expect(html).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);

    const elsewhere = await postForm(action, call(5), {
      email: "tess@example.com",
      password: PASSWORD,
      returnTo: "/en/events",
    });
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.location).toContain(encodeURIComponent("/en/events"));
    expect(elsewhere.cookies.some((cookie) => cookie.includes("session_token"))).toBe(true);
  });

  it("draws the partner's and the coach's login the same way", async () => {
    const partner: RouteCall = { path: "/en/login/acme", params: { lng: "en", partner: "acme" }, clientIp: `${run}.6` };
    const refused = await postForm(partnerAction, partner, { email: "nobody@example.com", password: "a guess" });
    expect(refused.status).toBe(400);
    const html = drawPage(PartnerLogin, partner, {
      loaderData: await loaderData(partnerLoader, partner),
      actionData: refused.data,
    });
    expect(tagOf(html, "login-email")).toContain('value="nobody@example.com"');
    expect(html).toContain("This email address and password don&#x27;t match.");

    // A member is no coach: logged out again, and told so above the form.
    const coach: RouteCall = { path: "/coach/login", params: {}, clientIp: `${run}.7` };
    const member = await postForm(coachAction, coach, { email: "tess@example.com", password: PASSWORD });
    expect(member.status).toBe(403);
    const page = drawPage(CoachLogin, coach, {
      loaderData: await loaderData(coachLoader, coach),
      actionData: member.data,
    });
    expect(page).toContain("This account has no access to the coach area.");
    expect(page).toContain('id="login-email"');
  });
});
