/** Stream hosts allowed when STREAM_HOSTS is not set. */
export const defaultStreamHosts = ["www.youtube-nocookie.com", "player.vimeo.com"];

const hostPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/;

/** The allow list from its configuration ("host, host:port"); invalid entries are dropped. */
export function parseStreamHosts(value: string | undefined): string[] {
  if (value === undefined) return defaultStreamHosts;
  return value
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => hostPattern.test(host));
}

/**
 * The stream's address when it may be embedded: https, on a host of the allow list exactly (no
 * subdomains, no user info); otherwise null.
 */
export function allowedStreamUrl(value: string | null | undefined, hosts: readonly string[]): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  return hosts.includes(url.host.toLowerCase()) ? url.toString() : null;
}

export type WebinarPhase = "upcoming" | "live" | "ended";

/** Where a webinar stands at `now`. */
export function webinarPhase(startsAt: Date, durationMinutes: number, now: Date): WebinarPhase {
  if (now.getTime() < startsAt.getTime()) return "upcoming";
  if (now.getTime() < startsAt.getTime() + durationMinutes * 60_000) return "live";
  return "ended";
}

/** Registered members get the stream's address this long before the start, for the page to switch on time. */
export const STREAM_LEAD_MINUTES = 60;
