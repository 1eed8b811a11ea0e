import type { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { answerError, fail } from "~/utils/app-error";
import { safeReturnTo } from "~/utils/return-to";
import { failAccount, withoutSecrets } from "./account-failures.server";
import { signIn } from "./accounts.server";
import type { LoginAnswer } from "./components/login-form";
import { loginSchema } from "./forms";

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
  const submission = withoutSecrets(parseSubmission(form, loginSchema), ["password"]);
  try {
    if (submission.status !== "success") fail("invalid");
    const result = await signIn(request, submission.value, clientIp);
    if (!result.ok) failAccount(result);
    return { ok: true, headers: result.headers, returnTo, submission };
  } catch (error) {
    return { ok: false, response: answerError(error, { form: "login", submission }) };
  }
}

export type LoginSubmission = ReturnType<typeof parseSubmission<typeof loginSchema>>;
