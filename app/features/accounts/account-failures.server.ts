import type { Submission } from "@conform-to/zod/v4";
import { type AppErrorCode, fail } from "~/utils/app-error";

// The account use-cases still answer `{ ok: false, error, minutes?, field? }`; the routes on the
// form layer (decision 028) bridge them here until they call `fail` themselves.

/** What an account use-case answers when it refuses. */
export interface AccountFailure {
  error: string;
  minutes?: number | undefined;
  field?: string | undefined;
}

/**
 * The coded error of an account failure: a spent limit is `tooMany` with the minutes to wait;
 * anything else is `code` with its message at its field, or the form's when it names none.
 */
export function failAccount(failure: AccountFailure, code: AppErrorCode = "invalid"): never {
  if (failure.minutes !== undefined) fail("tooMany", { key: failure.error, values: { minutes: failure.minutes } });
  if (failure.field) fail(code, { fields: { [failure.field]: failure.error } });
  fail(code, { key: failure.error });
}

/**
 * The submission, answering without the named fields: a password is never sent back into the
 * page, whatever the answer (Conform's `hideFields` on every `reply`). Its parsed value keeps them.
 */
export function withoutSecrets<S extends Submission<unknown, string[], unknown>>(
  submission: S,
  secrets: readonly string[],
): S {
  type Options = NonNullable<Parameters<S["reply"]>[0]>;
  const reply = (options: Options = {}) =>
    "resetForm" in options && options.resetForm
      ? submission.reply(options)
      : submission.reply({ ...options, hideFields: [...secrets] });
  return { ...submission, reply };
}
