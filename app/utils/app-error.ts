import type { Submission, SubmissionResult } from "@conform-to/zod/v4";
import { data } from "react-router";

// Expected failures, one way (decision 028): a use-case or handler says what went wrong with a code
// (`fail("conflict", { fields: { slug: "media.errors.slugTaken" } })`); the route answers it with
// `answerError`, which knows each code's HTTP status and default message. Unexpected errors are
// not AppErrors: they stay thrown and reach error reporting.

/**
 * The codes, each with its status and the message key shown when the failure names no key of its
 * own. The keys are in the `common` catalog (`problems.*`), written with their namespace so that a
 * page of any namespace translates them. `page` codes are not about what was typed: they are thrown
 * so that the area's ErrorBoundary draws its page (not found, no access, link expired).
 */
export const appErrorCodes = {
  /** The input breaks a rule the schema cannot see (a time that does not exist on the clock). */
  invalid: { status: 400, key: "common:problems.invalid", page: false },
  /** No session where one is needed. */
  unauthorized: { status: 401, key: "common:problems.unauthorized", page: true },
  /** A session, but not one this may be done with. */
  forbidden: { status: 403, key: "common:problems.forbidden", page: true },
  /**
   * A form's request refused as the account stands (a fresh sign-in is needed first; an account
   * without a password has none to change): 403 like `forbidden`, but answered at the form with
   * what to do, not by the error page.
   */
  refused: { status: 403, key: "common:problems.refused", page: false },
  /** The thing addressed does not exist, or is not this person's to see. */
  notFound: { status: 404, key: "common:problems.notFound", page: true },
  /** The request collides with the current state (an address taken, an item already published). */
  conflict: { status: 409, key: "common:problems.conflict", page: false },
  /** A link or token that existed but is used up or expired. */
  gone: { status: 410, key: "common:problems.gone", page: true },
  /** Well-formed, but not possible now (a booking outside the coach's hours). */
  unprocessable: { status: 422, key: "common:problems.unprocessable", page: false },
  /** A limit was reached; `values.minutes` says how long to wait. */
  tooMany: { status: 429, key: "common:problems.tooMany", page: false },
} as const satisfies Record<string, { status: number; key: string; page: boolean }>;

export type AppErrorCode = keyof typeof appErrorCodes;

/** Values a message interpolates ("at most {{max}}", "wait {{minutes}} minutes"). */
export type MessageValues = Record<string, string | number>;

export interface AppErrorDetail {
  /** The message for the whole form or page, when the code's default says too little. */
  key?: string;
  /** One message key per field of the form; the answer shows each at its field. */
  fields?: Partial<Record<string, string>>;
  values?: MessageValues;
}

/** An expected failure: a code, its status, and message keys for the form or the page. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly key: string;
  /** Whether the failure named its own message (then the form shows it beside the fields' ones). */
  readonly ownKey: boolean;
  readonly fields: Record<string, string>;
  readonly values: MessageValues | undefined;

  constructor(code: AppErrorCode, detail: AppErrorDetail = {}) {
    super(`${code}: ${detail.key ?? Object.values(detail.fields ?? {}).join(", ")}`);
    this.name = "AppError";
    this.code = code;
    this.status = appErrorCodes[code].status;
    this.key = detail.key ?? appErrorCodes[code].key;
    this.ownKey = detail.key !== undefined;
    this.fields = Object.fromEntries(
      Object.entries(detail.fields ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    this.values = detail.values;
  }
}

/** Stops the handler with an expected failure; the route's `answerError` answers it. */
export function fail(code: AppErrorCode, detail?: AppErrorDetail): never {
  throw new AppError(code, detail);
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** What a problem without a form is answered with: its code and the message to show. */
export interface Problem {
  code: AppErrorCode;
  key: string;
  values?: MessageValues;
}

/**
 * What an action answers one of a page's forms with: which form (a page may have several), and
 * Conform's result, which holds what was posted and the message keys per field, so the form shows
 * the typed values again with or without JavaScript.
 */
export interface FormAnswer<Form extends string = string> {
  form: Form;
  result: SubmissionResult<string[]>;
  problem?: Problem;
}

/** The form an action answers: its id, the submission, and the fields never sent back. */
export interface PostedForm<Form extends string> {
  form: Form;
  submission: Submission<unknown, string[], unknown>;
  /** Fields whose posted value the answer leaves out (passwords, a client secret). */
  hideFields?: readonly string[];
}

/**
 * Conform's reply to a submission, without the values of `hideFields` (a password is never sent
 * back into the page, whatever the answer). A reply that resets the form carries no values anyway.
 */
export function replyTo(
  posted: Pick<PostedForm<string>, "submission" | "hideFields">,
  options: Parameters<Submission<unknown, string[], unknown>["reply"]>[0] = {},
): SubmissionResult<string[]> {
  const hidden = posted.hideFields?.length ? { hideFields: [...posted.hideFields] } : {};
  return posted.submission.reply("resetForm" in options && options.resetForm ? options : { ...options, ...hidden });
}

/**
 * The one way a route answers an expected failure. A `page` code is thrown, so the area's
 * ErrorBoundary draws its page; any other is answered with its status: with the form that was
 * posted, Conform's reply (the posted values but those of `hideFields`, and each field's message;
 * the failure's own message, or the code's when it names no field, as the form's); without one,
 * the problem's code and message key. `fail("invalid")` on a submission the schema refused
 * answers the schema's messages alone. Anything that is not an AppError is thrown on: it is a
 * bug, for error reporting.
 */
export function answerError<Form extends string>(
  error: unknown,
  posted: PostedForm<Form>,
): ReturnType<typeof data<FormAnswer<Form>>>;
export function answerError(error: unknown): ReturnType<typeof data<{ problem: Problem }>>;
export function answerError<Form extends string>(
  error: unknown,
  posted?: PostedForm<Form>,
): ReturnType<typeof data<FormAnswer<Form>>> | ReturnType<typeof data<{ problem: Problem }>> {
  if (!isAppError(error)) throw error;
  const problem: Problem = { code: error.code, key: error.key, ...(error.values ? { values: error.values } : {}) };
  const init = { status: error.status };
  if (appErrorCodes[error.code].page) throw data({ problem }, init);
  if (!posted) return data({ problem }, init);
  const fieldErrors = Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, [key]]));
  const refusedBySchema = posted.submission.status === "error" && !error.ownKey;
  const formErrors = error.ownKey || (!refusedBySchema && Object.keys(fieldErrors).length === 0) ? [error.key] : [];
  const result = replyTo(posted, { fieldErrors, ...(formErrors.length > 0 ? { formErrors } : {}) });
  return data({ form: posted.form, result, problem }, init);
}
