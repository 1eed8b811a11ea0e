/**
 * A `returnTo` value is followed after login, so it must stay on this site: only a path that
 * starts with a single "/" — no "//host", no "/\host" (browsers read "\" as "/"), no scheme,
 * no control characters. Anything else falls back.
 *
 * The check is made twice: on the value as given and on the path after URL normalisation,
 * because dot segments collapse into a protocol-relative address (`/.//x`, `/%2e//x` and
 * `/a/..//x` all normalise to `//x`, which a browser follows to the host `x`).
 */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!isSingleSlashPath(value)) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, "http://vitaal.invalid");
    if (url.origin !== "http://vitaal.invalid") return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return isSingleSlashPath(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}

function isSingleSlashPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
