import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { requestPasswordReset, signIn } from "~/features/accounts/accounts.server";
import {
  drawPage,
  loaderData,
  ORIGIN,
  postForm,
  type RouteCall,
  routeArgs,
  servedAccountPages,
  tagOf,
} from "../../../tests/support/account-routes";
import { jobRows } from "../../../tests/support/jobs";
import ResetPassword, { action, loader } from "./reset-password";

// The new-password page as a browser without JavaScript uses it: a refused password comes back
// with its message and never with the password itself; a used link is said above the form.

const served = servedAccountPages();
const run = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const call = (token: string, lng = "en"): RouteCall => ({
  path: `/${lng}/reset-password?token=${token}`,
  params: { lng },
  clientIp: `${run}.1`,
});

/** The token of the newest reset link mailed to the address. */
async function resetToken(email: string) {
  const mails = (await jobRows(served.db, "mail")).map((row) => row.data as { to: string; text: string });
  const text = mails.filter((mail) => mail.to === email).at(-1)?.text ?? "";
  const token = /reset-password\/([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

describe("the new-password page without JavaScript", () => {
  it("answers a refused password with its message at the field, without sending the password back", async () => {
    const answer = await postForm(action, call("a-token"), { token: "a-token", password: "short one" });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("reset");
    expect(result.error).toEqual({ password: ["errors.passwordTooShort"] });
    expect(result.initialValue).toEqual({ token: "a-token" });
    expect(JSON.stringify(answer.data)).not.toContain("short one");

    const page = await loaderData(loader, call("a-token"));
    for (const lng of ["en", "nl"]) {
      const html = drawPage(ResetPassword, call("a-token", lng), { loaderData: page, actionData: answer.data });
      expect(tagOf(html, "reset-password")).toContain('aria-invalid="true"');
      expect(tagOf(html, "reset-password")).toContain(`value=""`);
      expect(html).toContain('href="#reset-password"');
      expect(html).toContain(
        lng === "en" ? "Your password needs at least 10 characters." : "Je wachtwoord moet minstens 10 tekens hebben.",
      );
    }
  });

  it("says above the form that a link is used up, and sets the password once with a live one", async () => {
    const used = await postForm(action, call("no-such-token"), {
      token: "no-such-token",
      password: "a brand new calm password",
    });
    expect(used.status).toBe(400);
    expect((used.data as { result: { error: unknown } }).result.error).toEqual({ "": ["errors.tokenInvalid"] });
    const html = drawPage(ResetPassword, call("no-such-token"), {
      loaderData: await loaderData(loader, call("no-such-token")),
      actionData: used.data,
    });
    expect(html).toContain("This link has expired or was already used.");
    expect(html).not.toContain("a brand new calm password");

    await requestPasswordReset("tess@example.com", "en", `${run}.2`);
    const token = await resetToken("tess@example.com");
    const done = await postForm(action, call(token), { token, password: "a brand new calm password" });
    expect(done).toMatchObject({ status: 302, location: "/en/login?reset=done" });
    const request = routeArgs(call(token), { headers: { origin: ORIGIN } }).request;
    const login = await signIn(request, { email: "tess@example.com", password: "a brand new calm password" }, run);
    expect(login.ok).toBe(true);
    // The link works once.
    const again = await postForm(action, call(token), { token, password: "yet another calm password" });
    expect(again.status).toBe(400);
  });

  it("shows an expired link from the address without a form", async () => {
    const expired = { path: "/nl/reset-password?error=INVALID_TOKEN", params: { lng: "nl" } };
    const html = drawPage(ResetPassword, expired, { loaderData: await loaderData(loader, expired) });
    expect(html).toMatch(/role="alert"[\s\S]*Deze link is verlopen of al gebruikt/);
    expect(html).not.toContain('id="reset-password"');
    expect(html).toContain('href="/nl/forgot-password"');
  });
});
