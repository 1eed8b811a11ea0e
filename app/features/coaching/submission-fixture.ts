import type { z } from "zod";
import { parseSubmission } from "~/components/form/form";

/**
 * A form read as a page's action reads it (`parseSubmission`: Conform nests `day1.0.start`, keeps
 * what was posted as text): what the schema accepted, or its first message per field.
 */
export function readForm<Schema extends z.ZodType>(schema: Schema, values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  const submission = parseSubmission(data, schema);
  if (submission.status === "success") return { ok: true as const, data: submission.value as z.output<Schema> };
  const errors = Object.entries(submission.error ?? {}).flatMap(([name, keys]) => (keys?.[0] ? [[name, keys[0]]] : []));
  return { ok: false as const, errors: Object.fromEntries(errors) as Record<string, string> };
}
