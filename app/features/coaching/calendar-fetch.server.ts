import type { CalendarSyncError } from "~/db/schema/calendar";
import { type Env, env } from "~/utils/env.server";
import { OutboundFetchError, outboundPolicy, outboundRequest } from "~/utils/safe-fetch.server";
import { calendarAddress } from "./calendar-subscriptions";

/**
 * Fetching a coach's calendar from the address they gave: an address anyone can type, so it goes
 * through the product's one outbound fetcher (`safe-fetch.server.ts`, decision record 023) with
 * the calendar's own limits, and every redirect read as a calendar address (webcal:// is https).
 */

export type CalendarFetchFailure = Exclude<CalendarSyncError, "notCalendar">;

export class CalendarFetchError extends Error {
  constructor(readonly code: CalendarFetchFailure) {
    super(`calendar fetch failed: ${code}`);
    this.name = "CalendarFetchError";
  }
}

export interface CalendarFetchOptions {
  /** 127.0.0.1 and ::1 allowed: tests serve calendars from this machine. Never in production. */
  allowLoopback: boolean;
  /** Only https (production); http too elsewhere. */
  requireHttps: boolean;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  /** Of the body, counted while it arrives (after decompression). */
  maxBytes?: number;
  maxRedirects?: number;
}

export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
export const CALENDAR_MAX_BYTES = 2 * 1024 * 1024;
export const CALENDAR_MAX_REDIRECTS = 3;

/** The rules of this server's run mode: loopback only when set and not in production. */
export function calendarFetchOptions(config: Env = env()): CalendarFetchOptions {
  const { allowLoopback, requireHttps } = outboundPolicy(config);
  return { allowLoopback, requireHttps };
}

/** The address as it will be fetched (webcal:// as https://), or null when it is not one. */
export function normaliseCalendarUrl(input: string): URL | null {
  const address = calendarAddress(input);
  return address ? new URL(address) : null;
}

/**
 * The calendar at `address` as text. Throws `CalendarFetchError` with a stable code: the address
 * or a redirect points somewhere not allowed ("forbiddenAddress", "insecure"), too many
 * redirects, no answer ("unreachable"), an error status ("httpStatus"), too slow ("timeout"), too
 * big ("tooLarge"). The address is never logged.
 */
export async function fetchCalendarText(address: string, options: CalendarFetchOptions): Promise<string> {
  const url = normaliseCalendarUrl(address);
  if (!url) throw new CalendarFetchError("unreachable");
  let answer: Awaited<ReturnType<typeof outboundRequest>>;
  try {
    answer = await outboundRequest(
      url,
      { allowLoopback: options.allowLoopback, requireHttps: options.requireHttps },
      {
        headers: { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1", "user-agent": "Vitaal calendar sync" },
        timeoutMs: options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS,
        maxBytes: options.maxBytes ?? CALENDAR_MAX_BYTES,
        maxRedirects: options.maxRedirects ?? CALENDAR_MAX_REDIRECTS,
        nextUrl: (next) => normaliseCalendarUrl(next.href),
      },
    );
  } catch (error) {
    throw new CalendarFetchError(error instanceof OutboundFetchError ? error.code : "unreachable");
  }
  if (answer.status < 200 || answer.status >= 300) throw new CalendarFetchError("httpStatus");
  return answer.body.toString("utf8");
}

/** What fetches a calendar: the real one above, or a stand-in in tests. */
export type CalendarFetcher = (address: string) => Promise<string>;

export const defaultCalendarFetcher: CalendarFetcher = (address) => fetchCalendarText(address, calendarFetchOptions());
