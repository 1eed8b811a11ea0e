import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import zlib from "node:zlib";
import ipaddr from "ipaddr.js";
import { type Env, env, outboundLoopbackAllowed, runMode } from "~/utils/env.server";

/**
 * Every request this server makes to an address someone typed (a coach's calendar, a partner's
 * identity provider and the addresses its configuration names) goes through here, so that none of
 * them can reach this machine or the network behind it (decision record 023). Each hop, the first
 * and every redirect, is checked: http(s) only, https only in production; the host is resolved
 * here and the socket connects to the address that was checked, so a DNS answer cannot change
 * between check and use. Only public unicast addresses pass (127.0.0.1 and ::1 too when a test
 * allows it, never in production). Time and size are limited; the body is counted while it
 * arrives, after decompression.
 */

export type OutboundFailure =
  | "forbiddenAddress"
  | "insecure"
  | "unreachable"
  | "timeout"
  | "tooLarge"
  | "tooManyRedirects";

export class OutboundFetchError extends Error {
  constructor(readonly code: OutboundFailure) {
    super(`outbound fetch failed: ${code}`);
    this.name = "OutboundFetchError";
  }
}

export interface OutboundPolicy {
  /** 127.0.0.1 and ::1 allowed (any port): tests serve from this machine. Never in production. */
  allowLoopback: boolean;
  /** Only https (production); http too elsewhere. */
  requireHttps: boolean;
  /**
   * Exact origins on 127.0.0.1 or [::1] allowed over http even without `allowLoopback`: the demo's
   * own identity provider, and nothing else on this machine.
   */
  trustedOrigins?: readonly string[];
}

/** The rules of this server's run mode: loopback only when set and not in production. */
export function outboundPolicy(config: Env = env()): OutboundPolicy {
  const production = runMode(config) === "production";
  return { allowLoopback: outboundLoopbackAllowed(config) && !production, requireHttps: production };
}

/** The longest address fetched, redirects included (as browsers and most servers allow). */
export const MAX_OUTBOUND_URL = 2048;

const LOOPBACK_LITERALS = new Set(["127.0.0.1", "0:0:0:0:0:0:0:1"]);

/**
 * Whether a connection to this IP address is refused: anything but public unicast, except
 * exactly 127.0.0.1 and ::1 when loopback is allowed (the rest of 127.0.0.0/8 stays refused, as do
 * the IPv4-mapped and IPv4-compatible forms of private addresses).
 */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return true;
  let parsed = ipaddr.parse(canonical(address));
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
    // ::a.b.c.d (IPv4-compatible, deprecated) is not in ipaddr's special ranges; nothing public lives there.
    else if (v6.parts.slice(0, 6).every((part) => part === 0) && v6.toNormalizedString() !== "0:0:0:0:0:0:0:1")
      return true;
  }
  if (parsed.range() === "unicast") return false;
  return !(allowLoopback && LOOPBACK_LITERALS.has(parsed.toNormalizedString()));
}

/**
 * An IPv6 address as the WHATWG URL parser writes it: ipaddr.js reads "::127.0.0.1" (an
 * IPv4-compatible address) as if it were "::ffff:127.0.0.1"; hex parts leave no doubt.
 */
function canonical(address: string): string {
  if (!address.includes(":")) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

/** The host of a URL as an IP or a name, without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** A trusted origin: listed, and on a loopback IP literal (never a name, so no DNS plays a part). */
function isTrustedOrigin(url: URL, policy: OutboundPolicy): boolean {
  if (!policy.trustedOrigins?.includes(url.origin)) return false;
  const host = hostOf(url);
  return isIP(host) !== 0 && LOOPBACK_LITERALS.has(ipaddr.parse(host).toNormalizedString());
}

/**
 * Why this address may not be fetched before anything is resolved, or null: its scheme, https in
 * production, and an IP literal's range. A name is checked when it is resolved.
 */
export function urlRefusal(url: URL, policy: OutboundPolicy): OutboundFailure | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return "unreachable";
  if (url.username || url.password || !url.hostname || url.href.length > MAX_OUTBOUND_URL) return "unreachable";
  if (isTrustedOrigin(url, policy)) return null;
  if (policy.requireHttps && url.protocol !== "https:") return "insecure";
  const host = hostOf(url);
  if (isIP(host) && isForbiddenAddress(host, policy.allowLoopback)) return "forbiddenAddress";
  return null;
}

/** Resolves like the system does, and refuses the connection when any answer is not allowed. */
function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error || addresses.length === 0) {
        callback(error ?? new Error("no address"), "", 0);
        return;
      }
      if (addresses.some((entry) => isForbiddenAddress(entry.address, allowLoopback))) {
        callback(new OutboundFetchError("forbiddenAddress"), "", 0);
        return;
      }
      if (options.all) (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]?.address ?? "", addresses[0]?.family ?? 4);
    });
  };
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** For the whole request, redirects included. */
  timeoutMs: number;
  /** Of the body, counted while it arrives (after decompression). */
  maxBytes: number;
  /** Redirects followed, each checked like the first; 0 hands a redirect back as it is. */
  maxRedirects?: number;
  /** Read the body of an answer that is not 2xx (an OAuth error says why); otherwise it is dropped. */
  errorBodies?: boolean;
  /** The caller's own cancellation (an OpenID client's time limit); reported as "timeout". */
  signal?: AbortSignal;
  /** A redirect's target as it will be fetched, or null to refuse it (a calendar's webcal://). */
  nextUrl?: (url: URL) => URL | null;
}

export interface OutboundResponse {
  status: number;
  /** Without the framing headers (length, encoding): the body is already decoded. */
  headers: [string, string][];
  body: Buffer;
  /** The address that answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const FRAMING = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

interface Sent {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
}

function requestOnce(
  url: URL,
  sent: Sent,
  options: { allowLoopback: boolean; maxBytes: number; readBody: (status: number, redirect: boolean) => boolean },
  signal: AbortSignal,
): Promise<OutboundResponse & { location?: string }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: OutboundFetchError) => {
      if (settled) return;
      settled = true;
      request.destroy();
      reject(error);
    };
    const request = client.request(
      url,
      {
        method: sent.method,
        agent: false,
        lookup: checkedLookup(options.allowLoopback),
        signal,
        headers: {
          "accept-encoding": "gzip, deflate, br",
          ...sent.headers,
          ...(sent.body ? { "content-length": String(sent.body.length) } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const headers: [string, string][] = [];
        for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
          const name = (response.rawHeaders[index] as string).toLowerCase();
          if (!FRAMING.has(name)) headers.push([name, response.rawHeaders[index + 1] as string]);
        }
        const location = response.headers.location;
        const answered = { status, headers, url: url.href, ...(location ? { location } : {}) };
        if (!options.readBody(status, Boolean(location) && REDIRECTS.has(status))) {
          settled = true;
          response.resume();
          request.destroy();
          resolve({ ...answered, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          fail(new OutboundFetchError("tooLarge"));
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
          if (size > options.maxBytes) {
            if (body !== response) body.destroy();
            fail(new OutboundFetchError("tooLarge"));
            return;
          }
          chunks.push(chunk);
        });
        body.on("error", () => fail(new OutboundFetchError(signal.aborted ? "timeout" : "unreachable")));
        body.on("end", () => {
          if (settled) return;
          settled = true;
          resolve({ ...answered, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on("error", (error) => {
      if (error instanceof OutboundFetchError) fail(error);
      else if ((error as { cause?: unknown }).cause instanceof OutboundFetchError)
        fail((error as { cause: OutboundFetchError }).cause);
      else fail(new OutboundFetchError(signal.aborted ? "timeout" : "unreachable"));
    });
    request.end(sent.body);
  });
}

/** A redirect target as fetched by default: http(s), no user name or password, not too long. */
function plainNextUrl(url: URL): URL | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.href.length > MAX_OUTBOUND_URL) return null;
  url.hash = "";
  return url;
}

/**
 * One request under the policy. Answers whatever status the server gave (a redirect only when
 * `maxRedirects` is 0 or the answer has no usable target); throws `OutboundFetchError` with a
 * stable code otherwise. The address is never logged: it may be a secret (a calendar's).
 */
export async function outboundRequest(
  address: URL | string,
  policy: OutboundPolicy,
  request: OutboundRequest,
): Promise<OutboundResponse> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundFetchError("unreachable");
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs);
  const onAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener("abort", onAbort, { once: true });
  const maxRedirects = request.maxRedirects ?? 0;
  const nextUrl = request.nextUrl ?? plainNextUrl;
  let sent: Sent = {
    method: (request.method ?? "GET").toUpperCase(),
    headers: { ...request.headers },
    ...(request.body !== undefined ? { body: Buffer.from(request.body) } : {}),
  };
  try {
    for (let hop = 0; ; hop++) {
      const refusal = urlRefusal(url, policy);
      if (refusal) throw new OutboundFetchError(refusal);
      const follow = hop < maxRedirects;
      const answer = await requestOnce(
        url,
        sent,
        {
          // Only a trusted origin (a literal IP) skips the check, and a literal is never looked up.
          allowLoopback: policy.allowLoopback,
          maxBytes: request.maxBytes,
          readBody: (status, redirect) =>
            redirect ? maxRedirects === 0 : (status >= 200 && status < 300) || request.errorBodies === true,
        },
        controller.signal,
      );
      const { location, ...response } = answer;
      if (!location || !REDIRECTS.has(response.status) || maxRedirects === 0) return response;
      if (!follow) throw new OutboundFetchError("tooManyRedirects");
      let next: URL | null;
      try {
        next = nextUrl(new URL(location, url));
      } catch {
        next = null;
      }
      if (!next) throw new OutboundFetchError("unreachable");
      // As browsers do: 303 (and 301/302 after a POST) continue as GET without the body, and
      // credentials never travel to another origin.
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && sent.method === "POST")) {
        const { "content-type": _type, ...headers } = sent.headers;
        sent = { method: "GET", headers };
      }
      if (next.origin !== url.origin) {
        const { authorization: _authorization, cookie: _cookie, ...headers } = sent.headers;
        sent = { ...sent, headers };
      }
      url = next;
    }
  } catch (error) {
    if (error instanceof OutboundFetchError) throw error;
    throw new OutboundFetchError(controller.signal.aborted ? "timeout" : "unreachable");
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener("abort", onAbort);
  }
}

/** What a Fetch-API caller passes (an OpenID client's `customFetch` passes these). */
export interface FetchInit {
  method?: string;
  headers?: HeadersInit;
  body?: unknown;
  redirect?: RequestRedirect;
  signal?: AbortSignal | null;
}

function bodyBytes(body: unknown): Uint8Array | string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  // Streams and forms are not sent by anything that uses this fetcher; refusing beats guessing.
  throw new TypeError("this request body is not supported");
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` with the policy and limits above, for libraries that take one (openid-client's
 * `customFetch`). `redirect: "manual"` (what openid-client asks) hands a redirect back; "follow"
 * follows up to `maxRedirects`, each hop checked. Failures reject with `OutboundFetchError`.
 */
export function safeFetch(
  policy: OutboundPolicy,
  limits: { timeoutMs: number; maxBytes: number; maxRedirects?: number; userAgent?: string },
  /** The request underneath; tests pass one that counts. */
  request: typeof outboundRequest = outboundRequest,
): (input: string | URL, init?: FetchInit) => Promise<Response> {
  return async (input, init = {}) => {
    const headers: Record<string, string> = { "user-agent": limits.userAgent ?? "Vitaal" };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const answer = await request(input, policy, {
      method: init.method ?? "GET",
      headers,
      body: bodyBytes(init.body),
      timeoutMs: limits.timeoutMs,
      maxBytes: limits.maxBytes,
      maxRedirects: init.redirect === "follow" ? (limits.maxRedirects ?? 3) : 0,
      errorBodies: true,
      ...(init.signal ? { signal: init.signal } : {}),
    });
    if (answer.status < 200 || answer.status > 599) throw new OutboundFetchError("unreachable");
    return new Response(NULL_BODY.has(answer.status) ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}
