import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drawPage, loaderData, postForm, servedAccountPages, tagOf } from "../../../tests/support/account-routes";
import Signup, { action, loader } from "./signup";

// The sign-up page as a browser without JavaScript uses it: a refused post comes back with the
// name and address typed (never the password) and each message at its field; a spent limit says
// how long to wait. That both kinds of address get the same answer is `signup-answer.test.ts`.

servedAccountPages({ tess: false });
const run = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const call = (n: number, lng = "en") => ({
  path: `/${lng}/signup`,
  params: { lng },
  clientIp: `${run}.${n}`,
});

describe("the sign-up page without JavaScript", () => {
  it("answers a refused sign-up with the name and address typed and the messages, never the password", async () => {
    const typed = { name: "Sam de Wit", email: "sam@", password: "short", timeZone: "Europe/Amsterdam" };
    const answer = await postForm(action, call(1), typed);
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("signup");
    expect(result.error).toEqual({ email: ["errors.emailInvalid"], password: ["errors.passwordTooShort"] });
    expect(result.initialValue).toEqual({ name: "Sam de Wit", email: "sam@", timeZone: "Europe/Amsterdam" });

    const page = await loaderData(loader, call(1));
    for (const lng of ["en", "nl"]) {
      const html = drawPage(Signup, call(1, lng), { loaderData: page, actionData: answer.data });
      expect(tagOf(html, "signup-name")).toContain('value="Sam de Wit"');
      expect(tagOf(html, "signup-email")).toContain('value="sam@"');
      expect(tagOf(html, "signup-email")).toContain('aria-invalid="true"');
      expect(tagOf(html, "signup-password")).toContain('value=""');
      expect(html).not.toContain("short");
      expect(html).toContain('href="#signup-email"');
      expect(html).toContain('href="#signup-password"');
      expect(html).toContain(
        lng === "en" ? "Your password needs at least 10 characters." : "Je wachtwoord moet minstens 10 tekens hebben.",
      );
    }
  });

  it("says each field's own limit: a name of at most 100 characters", async () => {
    const answer = await postForm(action, call(2), {
      name: "n".repeat(101),
      email: "sam@example.com",
      password: "short",
    });
    expect(answer.status).toBe(400);
    const html = drawPage(Signup, call(2), { loaderData: await loaderData(loader, call(2)), actionData: answer.data });
    expect(html).toContain("This is too long: at most 100 characters.");
    expect(html).not.toContain("at most 254 characters");
    expect(html).toContain("Your password needs at least 10 characters.");
  });

  it("answers a spent limit for the address with 429 and the minutes, keeping what was typed", async () => {
    const values = { name: "Often", email: "often@example.com", password: "a calm and long password" };
    for (let n = 0; n < 3; n++) expect((await postForm(action, call(10 + n), values)).status).toBe(302);
    const refused = await postForm(action, call(20), values);
    expect(refused.status).toBe(429);
    expect((refused.data as { result: { error: unknown } }).result.error).toEqual({ "": ["errors.tooManyAttempts"] });
    const html = drawPage(Signup, call(20), {
      loaderData: await loaderData(loader, call(20)),
      actionData: refused.data,
    });
    expect(html).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
    expect(tagOf(html, "signup-email")).toContain('value="often@example.com"');
    expect(html).not.toContain("a calm and long password");
  });
});
