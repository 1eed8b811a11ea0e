import type { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { answerError, fail, replyTo } from "~/utils/app-error";
import { safeReturnTo } from "~/utils/return-to";
import { signIn } from "./accounts.server";
import type { LoginAnswer } from "./components/login-form";
import { loginSchema } from "./forms";

/** The login form's posted fields never sent back into the page. */
export const loginSecrets = ["password"];

/**
 * The shared part of every login action: validate, apply the limits, sign in. Resolves to the
 * new session's headers, the safe returnTo and the submission (for a page that refuses the
 * account after all), or to the answer that shows what went wrong: the address typed (never
 * the password) and the message, the same for an unknown address as for a wrong password.
 */
export async function attemptLogin(
  request: Request,
  clientIp: string,
): Promise<
  | { ok: true; headers: Headers; returnTo: string; submission: LoginSubmission }
  | { ok: false; response: ReturnType<typeof data<LoginAnswer>> }
> {
  const form = await request.formData();
  const returnTo = safeReturnTo(form.get("returnTo"), "");
  const submission = parseSubmission(form, loginSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    const { headers } = await signIn(request, submission.value, clientIp);
    // A page that refuses the account after all answers with this reply: never the password.
    const reply: LoginSubmission["reply"] = (options) => replyTo({ submission, hideFields: loginSecrets }, options);
    return { ok: true, headers, returnTo, submission: { ...submission, reply } };
  } catch (error) {
    return { ok: false, response: answerError(error, { form: "login", submission, hideFields: loginSecrets }) };
  }
}

export type LoginSubmission = ReturnType<typeof parseSubmission<typeof loginSchema>>;
