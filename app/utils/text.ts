// biome-ignore-all lint/suspicious/noControlCharactersInRegex: control characters are what these refuse

/** Every C0 and C1 control character and DEL; PostgreSQL refuses NUL in text outright. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab, line feed and carriage return pass: they belong in multi-line text. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether a text from a request holds characters no person types (NUL, escapes, …). */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINES : ANY_CONTROL).test(value);
}

/**
 * One text from a request, ready for a query: trimmed, at most `max` characters, or null when it
 * is not text or holds control characters (refused, never stripped silently into something else).
 */
export function requestText(value: unknown, max: number, options: { multiline?: boolean } = {}): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed.length > max || hasControlCharacters(trimmed, options)) return null;
  return trimmed;
}
