import { isLoopbackHost } from "./partners.schema";

// "Test connection" in the back office: fetches the issuer's OpenID discovery document and says
// what it found, or what went wrong, in words an administrator can act on. Bounded in time and
// size, and redirects are not followed: the address typed is the one tested.

export const DISCOVERY_TIMEOUT_MS = 5_000;
export const DISCOVERY_MAX_BYTES = 256 * 1024;

export type ConnectionProblem =
  | "timeout"
  | "unreachable"
  | "redirect"
  | "status"
  | "too-large"
  | "not-json"
  | "incomplete";

export type ConnectionReport =
  | {
      ok: true;
      issuer: string;
      authorizationEndpoint: string;
      tokenEndpoint: string;
      /** The document names the issuer that was typed (an OpenID requirement). */
      issuerMatches: boolean;
    }
  | { ok: false; problem: ConnectionProblem; status?: number };

/** The discovery address of an issuer (OpenID Connect Discovery 1.0, section 4). */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

function endpoint(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname)) ? url.href : null;
  } catch {
    return null;
  }
}

async function readLimited(response: Response, limit: number): Promise<string | null> {
  const length = Number(response.headers.get("content-length") ?? "0");
  if (length > limit) return null;
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function testConnection(
  issuer: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; maxBytes?: number } = {},
): Promise<ConnectionReport> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(discoveryUrl(issuer), {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? DISCOVERY_TIMEOUT_MS),
    });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    return { ok: false, problem: name === "TimeoutError" || name === "AbortError" ? "timeout" : "unreachable" };
  }
  try {
    if (response.status >= 300 && response.status < 400)
      return { ok: false, problem: "redirect", status: response.status };
    if (!response.ok) return { ok: false, problem: "status", status: response.status };
    const body = await readLimited(response, options.maxBytes ?? DISCOVERY_MAX_BYTES);
    if (body === null) return { ok: false, problem: "too-large" };
    let document: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        return { ok: false, problem: "not-json" };
      document = parsed as Record<string, unknown>;
    } catch {
      return { ok: false, problem: "not-json" };
    }
    const found = typeof document.issuer === "string" ? document.issuer.slice(0, 2000) : null;
    const authorizationEndpoint = endpoint(document.authorization_endpoint);
    const tokenEndpoint = endpoint(document.token_endpoint);
    if (!found || !authorizationEndpoint || !tokenEndpoint) return { ok: false, problem: "incomplete" };
    return { ok: true, issuer: found, authorizationEndpoint, tokenEndpoint, issuerMatches: sameIssuer(found, issuer) };
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    return { ok: false, problem: name === "TimeoutError" || name === "AbortError" ? "timeout" : "unreachable" };
  }
}
