/**
 * What an action's body may be: a form, as a browser posts it (`<Form method="post">`,
 * `application/x-www-form-urlencoded`) or with a file (`multipart/form-data`, which
 * `fetcher.submit(formData)` sends too). Anything else is a body no page of ours sends.
 */
export type FormBodyProblem =
  /** Not a form at all (JSON, text/plain, no Content-Type): 415. */
  | "unsupported"
  /** A form that cannot be read (multipart without its boundary, a broken multipart body): 400. */
  | "malformed";

/** Marks a refused form body in the refusal's data, so the error page explains it (not the address). */
export const FORM_REFUSAL = "form";

/** The status for a refused form body. */
export const formRefusalStatus = (problem: FormBodyProblem): 400 | 415 => (problem === "unsupported" ? 415 : 400);

/**
 * Judges a request body by its Content-Type alone. A multipart body that names its boundary may
 * still be broken; only reading it tells (see `refuseUnreadableForms`).
 */
export function formBodyProblem(contentType: string | null | undefined): FormBodyProblem | null {
  const [type = "", ...parameters] = (contentType ?? "").split(";");
  const mediaType = type.trim().toLowerCase();
  if (mediaType === "application/x-www-form-urlencoded") return null;
  if (mediaType !== "multipart/form-data") return "unsupported";
  const boundary = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.toLowerCase().startsWith("boundary="))
    ?.slice("boundary=".length)
    .replace(/^"(.*)"$/, "$1");
  return boundary ? null : "malformed";
}

/** Whether a body with this Content-Type is multipart (and so must be read to know it is whole). */
export function isMultipart(contentType: string | null | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}

/** Whether an error response's data is the refusal of a form body. */
export function isFormRefusal(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { reason?: unknown }).reason === FORM_REFUSAL;
}
