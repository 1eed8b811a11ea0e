import type { z } from "zod";
import type { FieldErrors } from "../../app/features/accounts/forms";

// The schema tests' reader of a form: one message key per field, as a person would see them
// first. Pages read their forms with Conform (`parseSubmission`, decision 028); this checks the
// same schemas with plain values, lists and values from outside the form body.

export interface ParseFormOptions {
  /** Fields that may come more than once (checkboxes); they parse as arrays, empty when absent. */
  lists?: readonly string[];
  /** Values from outside the form body that the schema decides on too, such as a step from the URL. */
  with?: Record<string, string>;
}

/**
 * Parses form data with a schema; on failure, one message key per field. A discriminated union
 * that knows no form by the posted discriminator (an unknown `intent`) reports it as `form`.
 */
export function parseForm<T extends z.ZodType>(
  schema: T,
  form: FormData,
  options: ParseFormOptions = {},
): { ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const lists = options.lists ?? [];
  const values: Record<string, unknown> = Object.fromEntries(
    [...form.entries()].filter(([key, value]) => typeof value === "string" && !lists.includes(key)),
  );
  for (const name of lists) values[name] = form.getAll(name).filter((value) => typeof value === "string");
  Object.assign(values, options.with);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const unknownForm = issue.code === "invalid_union" && "discriminator" in issue && issue.path.length <= 1;
    const field = unknownForm ? "form" : String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
