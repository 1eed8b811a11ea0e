/**
 * A `returnTo` value is followed after login, so it must stay on this site: only a path that
 * starts with a single "/" — no "//host", no "/\host" (browsers read "\" as "/"), no scheme,
 * no control characters. Anything else falls back.
 */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://vitaal.invalid");
    if (url.origin !== "http://vitaal.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
