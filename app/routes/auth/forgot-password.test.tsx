import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { drawPage, postForm, type RouteCall, servedAccountPages, tagOf } from "../../../tests/support/account-routes";
import { jobRows } from "../../../tests/support/jobs";
import ForgotPassword, { action } from "./forgot-password";

// The forgotten-password page as a browser without JavaScript uses it: a refused post comes back
// with what was typed and the message at its field; an accepted one says the same whether or not
// the address has an account; a spent limit says how long to wait.

const served = servedAccountPages();
const run = `${randomInt(1, 255)}.${randomInt(1, 255)}`;
const call = (n: number, lng = "en"): RouteCall => ({
  path: `/${lng}/forgot-password`,
  params: { lng },
  clientIp: `10.${run}.${n}`,
});

describe("the forgotten-password page without JavaScript", () => {
  it("answers a refused address with what was typed and its message, at the field and in the summary", async () => {
    const answer = await postForm(action, call(1), { email: "not an address" });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("forgot");
    expect(result.initialValue).toEqual({ email: "not an address" });
    expect(result.error).toEqual({ email: ["errors.emailInvalid"] });

    for (const lng of ["en", "nl"]) {
      const html = drawPage(ForgotPassword, call(1, lng), { actionData: answer.data });
      expect(tagOf(html, "forgot-email")).toContain('value="not an address"');
      expect(tagOf(html, "forgot-email")).toContain('aria-invalid="true"');
      expect(html).toContain('href="#forgot-email"');
      expect(html).toContain(lng === "en" ? "Please check these fields" : "Controleer deze velden");
      expect(html).toContain(lng === "en" ? "Enter a valid email address" : "Vul een geldig e-mailadres in");
    }
  });

  it("answers an unknown address as a known one, mailing only the known one", async () => {
    const known = await postForm(action, call(2), { email: "Tess@example.com" });
    const unknown = await postForm(action, call(3), { email: "nobody@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const shape = (answer: typeof known) => {
      const { sentTo: _sentTo, ...rest } = answer.data as { sentTo: string };
      return rest;
    };
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.data).toMatchObject({ sentTo: "tess@example.com", result: { initialValue: null } });
    const html = drawPage(ForgotPassword, call(3), { actionData: unknown.data });
    expect(html).toContain("If there is an account for nobody@example.com");
    expect(html).not.toContain('id="forgot-email"');
    const mails = (await jobRows(served.db, "mail")).map((row) => (row.data as { to: string }).to);
    expect(mails).toContain("tess@example.com");
    expect(mails).not.toContain("nobody@example.com");
  });

  it("answers a spent limit for the address with 429 and the minutes to wait, keeping the address", async () => {
    const email = "often@example.com";
    for (let n = 0; n < 3; n++) expect((await postForm(action, call(10 + n), { email })).status).toBe(200);
    const refused = await postForm(action, call(20), { email });
    expect(refused.status).toBe(429);
    const { result, problem } = refused.data as { result: Record<string, unknown>; problem: { values: object } };
    expect(result.error).toEqual({ "": ["errors.tooManyAttempts"] });
    expect(problem.values).toEqual({ minutes: expect.any(Number) });
    const html = drawPage(ForgotPassword, call(20), { actionData: refused.data });
    expect(html).toMatch(/Too many attempts\. Please try again in \d+ minutes\./);
    expect(tagOf(html, "forgot-email")).toContain(`value="${email}"`);
  });
});
