import type { ServerMetadata } from "openid-client";
import { demoIdpMode, type Env, env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import {
  hostOf,
  OutboundFetchError,
  type OutboundPolicy,
  outboundPolicy,
  outboundRequest,
  safeFetch,
  urlRefusal,
} from "~/utils/safe-fetch.server";
import { DEMO_IDP_ISSUER } from "./demo-idp.server";

// A partner's identity provider is an address an administrator typed. Its OpenID configuration is
// fetched through the product's one outbound fetcher, checked, and kept per issuer (decision record
// 023): an anonymous visitor starting a login uses what is kept and can make the server ask the
// provider at most once per hour (once a minute while it fails), never on every request.

export const DISCOVERY_TIMEOUT_MS = 5_000;
export const DISCOVERY_MAX_BYTES = 256 * 1024;
/** How long a configuration that was read is used. */
export const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** How long a failure is remembered before a login may ask again. */
export const DISCOVERY_FAILURE_TTL_MS = 60 * 1000;
/** Issuers kept at most (partners, plus what administrators tested); the oldest goes first. */
export const DISCOVERY_MAX_ENTRIES = 500;
/** Token, userinfo and key requests during a login. */
export const SSO_REQUEST_TIMEOUT_MS = 10_000;
export const SSO_MAX_BYTES = 256 * 1024;
export const SSO_USER_AGENT = "Vitaal single sign-on";

/**
 * The outbound rules for identity providers: the product's own, plus the demo's identity provider
 * on 127.0.0.1:4400 (that origin only) while the demo runs it. An administrator of the demo can
 * therefore point a partner at the demo's provider, and at nothing else on this machine.
 */
export function ssoFetchPolicy(config: Env = env()): OutboundPolicy {
  const policy = outboundPolicy(config);
  return demoIdpMode(config) === "off" ? policy : { ...policy, trustedOrigins: [new URL(DEMO_IDP_ISSUER).origin] };
}

/** The discovery address of an issuer (OpenID Connect Discovery 1.0, section 4). */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

const LOOPBACK_NAMES = new Set(["127.0.0.1", "::1", "localhost"]);

/**
 * Whether this address may be used for an identity provider at all: https, or plain http only on
 * this machine when the rules allow this machine (tests, development) or for the demo's provider.
 */
function schemeAllowed(url: URL, policy: OutboundPolicy): boolean {
  if (url.protocol === "https:") return true;
  if (url.protocol !== "http:") return false;
  if (policy.trustedOrigins?.includes(url.origin)) return true;
  return policy.allowLoopback && !policy.requireHttps && LOOPBACK_NAMES.has(hostOf(url));
}

export type IssuerRefusal = "invalid" | "insecure" | "forbidden";

/**
 * Why an issuer is refused before anything is fetched, or null. `invalid`: not an http(s)
 * address, or with a user name, password, query or fragment: a `?` or `#` would turn the
 * discovery path appended to it into a query, so the issuer must be a plain address. `insecure`:
 * plain http beyond what the rules allow. `forbidden`: an IP address that is not public.
 */
export function issuerRefusal(value: string, policy: OutboundPolicy): IssuerRefusal | null {
  if (value.length === 0 || value.length > 500 || /[?#@\\\s]/.test(value)) return "invalid";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "invalid";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "invalid";
  if (url.username || url.password || url.search || url.hash || !url.hostname) return "invalid";
  if (!schemeAllowed(url, policy)) return "insecure";
  const refusal = urlRefusal(new URL(discoveryUrl(url.href)), policy);
  if (refusal === "insecure") return "insecure";
  if (refusal) return refusal === "forbiddenAddress" ? "forbidden" : "invalid";
  return null;
}

/** An endpoint of the configuration: an address the same rules allow, or null. */
function endpoint(value: unknown, policy: OutboundPolicy): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return schemeAllowed(url, policy) && !urlRefusal(url, policy) ? url.href : null;
  } catch {
    return null;
  }
}

/** Issuers are compared as URLs, as openid-client compares them ("https://a" is "https://a/"). */
function sameIssuer(found: string, typed: string): boolean {
  try {
    return new URL(found).href === new URL(typed).href;
  } catch {
    return false;
  }
}

export type DiscoveryProblem =
  | IssuerRefusal
  | "timeout"
  | "unreachable"
  | "redirect"
  | "status"
  | "too-large"
  | "not-json"
  | "incomplete"
  | "issuer-mismatch";

export type Discovery = { ok: true; metadata: ServerMetadata } | { ok: false; problem: DiscoveryProblem };

const failureProblem: Record<OutboundFetchError["code"], DiscoveryProblem> = {
  forbiddenAddress: "forbidden",
  insecure: "insecure",
  unreachable: "unreachable",
  timeout: "timeout",
  tooLarge: "too-large",
  tooManyRedirects: "redirect",
};

/**
 * Reads and checks an issuer's configuration: one request, no redirect followed (the address
 * typed is the one used), 5 seconds, 256 KB. Usable only when it names the typed issuer and its
 * endpoints follow the same rules as the issuer.
 */
export async function readDiscovery(
  issuer: string,
  policy: OutboundPolicy,
  request: typeof outboundRequest = outboundRequest,
): Promise<Discovery> {
  const refused = issuerRefusal(issuer, policy);
  if (refused) return { ok: false, problem: refused };
  let answer: Awaited<ReturnType<typeof outboundRequest>>;
  try {
    answer = await request(discoveryUrl(issuer), policy, {
      headers: { accept: "application/json", "user-agent": SSO_USER_AGENT },
      timeoutMs: DISCOVERY_TIMEOUT_MS,
      maxBytes: DISCOVERY_MAX_BYTES,
      maxRedirects: 0,
    });
  } catch (error) {
    return { ok: false, problem: error instanceof OutboundFetchError ? failureProblem[error.code] : "unreachable" };
  }
  if (answer.status >= 300 && answer.status < 400) return { ok: false, problem: "redirect" };
  if (answer.status !== 200) return { ok: false, problem: "status" };
  let document: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(answer.body.toString("utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      return { ok: false, problem: "not-json" };
    document = parsed as Record<string, unknown>;
  } catch {
    return { ok: false, problem: "not-json" };
  }
  if (typeof document.issuer !== "string") return { ok: false, problem: "incomplete" };
  if (!sameIssuer(document.issuer, issuer)) return { ok: false, problem: "issuer-mismatch" };
  if (!endpoint(document.authorization_endpoint, policy) || !endpoint(document.token_endpoint, policy))
    return { ok: false, problem: "incomplete" };
  for (const optional of ["userinfo_endpoint", "jwks_uri"]) {
    if (document[optional] !== undefined && !endpoint(document[optional], policy))
      return { ok: false, problem: "incomplete" };
  }
  return { ok: true, metadata: document as unknown as ServerMetadata };
}

interface Entry {
  result: Discovery;
  expires: number;
}

/**
 * The configurations read, per issuer, with one request at a time per issuer: a burst of logins
 * after the hour is up asks the provider once.
 */
export class DiscoveryCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<Discovery>>();
  readonly #policy: OutboundPolicy | (() => OutboundPolicy);
  readonly #now: () => number;
  readonly #request: typeof outboundRequest;

  constructor(
    options: {
      policy?: OutboundPolicy | (() => OutboundPolicy);
      now?: () => number;
      /** The fetcher itself, so tests can count what reaches the network. */
      request?: typeof outboundRequest;
    } = {},
  ) {
    this.#policy = options.policy ?? (() => ssoFetchPolicy());
    this.#now = options.now ?? Date.now;
    this.#request = options.request ?? outboundRequest;
  }

  get policy(): OutboundPolicy {
    return typeof this.#policy === "function" ? this.#policy() : this.#policy;
  }

  /** The fetch an OpenID client uses for the token, userinfo and key requests: the same rules. */
  fetch() {
    return safeFetch(
      this.policy,
      { timeoutMs: SSO_REQUEST_TIMEOUT_MS, maxBytes: SSO_MAX_BYTES, userAgent: SSO_USER_AGENT },
      this.#request,
    );
  }

  /**
   * The issuer's configuration: the one kept while it is fresh, else read now. `fresh` reads it
   * now whatever is kept (an administrator saving or testing the connection) and keeps the answer.
   */
  async get(issuer: string, options: { fresh?: boolean } = {}): Promise<Discovery> {
    const policy = this.policy;
    const refused = issuerRefusal(issuer, policy);
    if (refused) return { ok: false, problem: refused };
    const key = discoveryUrl(new URL(issuer).href);
    const kept = this.#entries.get(key);
    if (!options.fresh && kept && kept.expires > this.#now()) return kept.result;
    const running = this.#pending.get(key);
    if (running && !options.fresh) return running;
    const reading = readDiscovery(issuer, policy, this.#request)
      .then((result) => {
        this.#keep(key, result);
        if (!result.ok) {
          // The host only: the rest of an address can carry what its owner would not want logged.
          logger.warn(
            { host: new URL(issuer).host, problem: result.problem },
            "identity provider configuration refused",
          );
        }
        return result;
      })
      .finally(() => {
        if (this.#pending.get(key) === reading) this.#pending.delete(key);
      });
    this.#pending.set(key, reading);
    return reading;
  }

  /** Forgets every issuer (tests; an operator who changed a provider's DNS). */
  clear(): void {
    this.#entries.clear();
  }

  #keep(key: string, result: Discovery) {
    this.#entries.delete(key);
    if (this.#entries.size >= DISCOVERY_MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, {
      result,
      expires: this.#now() + (result.ok ? DISCOVERY_TTL_MS : DISCOVERY_FAILURE_TTL_MS),
    });
  }
}

let processCache: DiscoveryCache | undefined;

/** This process's configurations (one per instance; each asks at most once per hour). */
export function ssoDiscovery(): DiscoveryCache {
  processCache ??= new DiscoveryCache();
  return processCache;
}
