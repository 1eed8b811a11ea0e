/** `/{lng}/redirecting`, carrying a (safe) returnTo along. */
export function redirectingPath(lng: string, returnTo: string): string {
  return `/${lng}/redirecting${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`;
}
