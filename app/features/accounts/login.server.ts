import { data } from "react-router";
import { safeReturnTo } from "~/utils/return-to";
import { signIn } from "./accounts.server";
import type { LoginFormResult } from "./components/login-form";
import { loginSchema, MAX_EMAIL, parseForm } from "./forms";

/**
 * The shared part of every login action: validate, apply the limits, sign in. Resolves to the
 * new session's headers and the safe returnTo, or to the response that shows what went wrong.
 */
export async function attemptLogin(
  request: Request,
  clientIp: string,
): Promise<
  { ok: true; headers: Headers; returnTo: string } | { ok: false; response: ReturnType<typeof data<LoginFormResult>> }
> {
  const form = await request.formData();
  const returnTo = safeReturnTo(form.get("returnTo"), "");
  const email = String(form.get("email") ?? "").slice(0, MAX_EMAIL);
  const parsed = parseForm(loginSchema, form);
  if (!parsed.ok) return { ok: false, response: data({ feedback: { errors: parsed.errors }, email }, { status: 400 }) };
  const result = await signIn(request, parsed.data, clientIp);
  if (!result.ok) {
    const status = result.error === "errors.tooManyAttempts" ? 429 : 400;
    return {
      ok: false,
      response: data({ feedback: { formError: result.error, minutes: result.minutes }, email }, { status }),
    };
  }
  return { ok: true, headers: result.headers, returnTo };
}
