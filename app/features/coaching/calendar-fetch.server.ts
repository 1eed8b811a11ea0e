import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import zlib from "node:zlib";
import ipaddr from "ipaddr.js";
import type { CalendarSyncError } from "~/db/schema/calendar";
import { type Env, env, runMode } from "~/utils/env.server";
import { calendarAddress } from "./calendar-subscriptions";

/**
 * Fetching a coach's calendar from the address they gave: an address anyone can type, so the
 * request must never reach this machine or the network behind it. Every hop (the address and each
 * redirect) is checked: http(s) only, https only in production; the host is resolved here and the
 * socket connects to the checked address, so a DNS answer cannot change between check and use.
 * Only public unicast addresses pass (127.0.0.1 and ::1 too when a test allows it). Time and size
 * limited.
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
  const production = runMode(config) === "production";
  return { allowLoopback: config.CALENDAR_FETCH_ALLOW_LOOPBACK && !production, requireHttps: production };
}

/** The address as it will be fetched (webcal:// as https://), or null when it is not one. */
export function normaliseCalendarUrl(input: string): URL | null {
  const address = calendarAddress(input);
  return address ? new URL(address) : null;
}

/**
 * Whether a connection to this IP address is refused: anything but public unicast, except
 * exactly 127.0.0.1 and ::1 when loopback is allowed (the rest of 127.0.0.0/8 stays refused).
 */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.range() === "unicast") return false;
  const normal = parsed.toNormalizedString();
  return !(allowLoopback && (normal === "127.0.0.1" || normal === "0:0:0:0:0:0:0:1"));
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** Resolves like the system does, and refuses the connection when any answer is not allowed. */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error || addresses.length === 0) {
        callback(error ?? new Error("no address"), "", 0);
        return;
      }
      if (addresses.some((entry) => isForbiddenAddress(entry.address, allowLoopback))) {
        callback(new CalendarFetchError("forbiddenAddress"), "", 0);
        return;
      }
      if (options.all) (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]?.address ?? "", addresses[0]?.family ?? 4);
    });
  };
}

function checkHop(url: URL, options: CalendarFetchOptions): void {
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new CalendarFetchError("unreachable");
  if (options.requireHttps && url.protocol !== "https:") throw new CalendarFetchError("insecure");
  const host = hostOf(url);
  if (isIP(host) && isForbiddenAddress(host, options.allowLoopback)) throw new CalendarFetchError("forbiddenAddress");
}

type Hop = { kind: "body"; text: string } | { kind: "redirect"; location: string };

function requestOnce(url: URL, options: CalendarFetchOptions, signal: AbortSignal): Promise<Hop> {
  const maxBytes = options.maxBytes ?? CALENDAR_MAX_BYTES;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    let settled = false;
    const fail = (error: CalendarFetchError) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(error);
    };
    const request = client.request(
      url,
      {
        method: "GET",
        agent: false,
        lookup: checkedLookup(options.allowLoopback),
        signal,
        headers: {
          accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "Vitaal calendar sync",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          settled = true;
          response.resume();
          request.destroy();
          resolve({ kind: "redirect", location: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          fail(new CalendarFetchError("httpStatus"));
          return;
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          fail(new CalendarFetchError("tooLarge"));
          return;
        }
        const encoding = String(response.headers["content-encoding"] ?? "identity").toLowerCase();
        const body =
          encoding === "gzip" || encoding === "x-gzip"
            ? response.pipe(zlib.createGunzip())
            : encoding === "deflate"
              ? response.pipe(zlib.createInflate())
              : encoding === "br"
                ? response.pipe(zlib.createBrotliDecompress())
                : response;
        const chunks: Buffer[] = [];
        let size = 0;
        body.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            if (body !== response) body.destroy();
            fail(new CalendarFetchError("tooLarge"));
            return;
          }
          chunks.push(chunk);
        });
        body.on("error", () => fail(new CalendarFetchError(signal.aborted ? "timeout" : "unreachable")));
        body.on("end", () => {
          if (settled) return;
          settled = true;
          resolve({ kind: "body", text: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    request.on("error", (error) => {
      if (error instanceof CalendarFetchError) fail(error);
      else if ((error as { cause?: unknown }).cause instanceof CalendarFetchError)
        fail((error as { cause: CalendarFetchError }).cause);
      else fail(new CalendarFetchError(signal.aborted ? "timeout" : "unreachable"));
    });
    request.end();
  });
}

/**
 * The calendar at `address` as text. Throws `CalendarFetchError` with a stable code: the address
 * or a redirect points somewhere not allowed ("forbiddenAddress", "insecure"), too many
 * redirects, no answer ("unreachable"), an error status ("httpStatus"), too slow ("timeout"), too
 * big ("tooLarge"). The address is never logged.
 */
export async function fetchCalendarText(address: string, options: CalendarFetchOptions): Promise<string> {
  let url = normaliseCalendarUrl(address);
  if (!url) throw new CalendarFetchError("unreachable");
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS);
  try {
    const maxRedirects = options.maxRedirects ?? CALENDAR_MAX_REDIRECTS;
    for (let hop = 0; hop <= maxRedirects; hop++) {
      checkHop(url, options);
      const result = await requestOnce(url, options, controller.signal);
      if (result.kind === "body") return result.text;
      let next: URL | null;
      try {
        next = normaliseCalendarUrl(new URL(result.location, url).toString());
      } catch {
        next = null;
      }
      if (!next) throw new CalendarFetchError("unreachable");
      url = next;
    }
    throw new CalendarFetchError("tooManyRedirects");
  } catch (error) {
    if (error instanceof CalendarFetchError) throw error;
    throw new CalendarFetchError(controller.signal.aborted ? "timeout" : "unreachable");
  } finally {
    clearTimeout(timer);
  }
}

/** What fetches a calendar: the real one above, or a stand-in in tests. */
export type CalendarFetcher = (address: string) => Promise<string>;

export const defaultCalendarFetcher: CalendarFetcher = (address) => fetchCalendarText(address, calendarFetchOptions());
