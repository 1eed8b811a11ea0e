import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { type OutboundPolicy, outboundRequest } from "~/utils/safe-fetch.server";
import {
  DISCOVERY_FAILURE_TTL_MS,
  DISCOVERY_TTL_MS,
  DiscoveryCache,
  discoveryUrl,
  issuerRefusal,
  readDiscovery,
  ssoFetchPolicy,
} from "./sso-discovery.server";

// An identity provider's configuration is read from an address an administrator typed: every rule
// of that read, and of keeping what was read, against a stand-in provider on 127.0.0.1.

let server: http.Server;
let base: string;
const pending = new Set<http.ServerResponse>();
/** The paths the stand-in provider was asked, in order. */
const asked: string[] = [];

function configuration(issuer: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    ...overrides,
  });
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    asked.push(path);
    const tenant = path.split("/")[1] ?? "";
    const issuer = `${base}/${tenant}`;
    const json = (body: string, status = 200) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body);
    };
    if (!path.endsWith("/.well-known/openid-configuration")) return json('{"error":"not here"}', 404);
    switch (tenant) {
      case "good":
        return json(configuration(issuer));
      case "slash":
        // The issuer as the provider names it, typed without its trailing slash: the same URL.
        return json(configuration(`${base}/`.replace(/\/$/, ""), { issuer: `${base}/slash/` }));
      case "mismatch":
        return json(configuration(issuer, { issuer: "https://idp.example/other-tenant" }));
      case "private-token":
        return json(configuration(issuer, { token_endpoint: "http://10.0.0.1/token" }));
      case "metadata-keys":
        return json(configuration(issuer, { jwks_uri: "http://169.254.169.254/latest/meta-data/" }));
      case "plain-token":
        return json(configuration(issuer, { token_endpoint: "http://idp.example/token" }));
      case "no-token":
        return json(configuration(issuer, { token_endpoint: undefined }));
      case "html":
        response.writeHead(200, { "content-type": "text/html" });
        return response.end("<html>internal dashboard</html>");
      case "array":
        return json("[1,2,3]");
      case "missing":
        return json('{"secret":"internal value"}', 404);
      case "moved":
        response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        return response.end();
      case "huge":
        return json(configuration(issuer, { padding: "x".repeat(300 * 1024) }));
      case "slow":
        pending.add(response);
        return;
      default:
        return json("{}", 500);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of pending) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  asked.length = 0;
});

const loopback: OutboundPolicy = { allowLoopback: true, requireHttps: false };
const production = ssoFetchPolicy(parseEnv({ NODE_ENV: "production" }));
const demo = ssoFetchPolicy(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" }));
/** The real fetcher with a short time limit, so a silent provider costs the test little. */
const quick: typeof outboundRequest = (url, policy, request) =>
  outboundRequest(url, policy, { ...request, timeoutMs: 300 });

describe("which issuers may be used", () => {
  it("refuses a query, a fragment, a user name and anything but http(s), before anything is fetched", () => {
    for (const issuer of [
      "https://idp.example/realms/acme?",
      "https://idp.example/internal/admin?x=",
      "https://idp.example/realms/acme#",
      "https://idp.example/#/.well-known",
      "https://user:secret@idp.example",
      "https://@idp.example",
      "https://idp.example\\@10.0.0.1",
      "https://idp.example/ realms",
      "ftp://idp.example",
      "javascript:alert(1)",
      "not an address",
      "",
      `https://idp.example/${"a".repeat(500)}`,
    ]) {
      expect(issuerRefusal(issuer, loopback), issuer).toBe("invalid");
    }
    expect(issuerRefusal("https://login.example.com/realms/acme", production)).toBeNull();
  });

  it("asks for https, except on this machine when tests allow it and for the demo's own provider", () => {
    expect(issuerRefusal("http://idp.example", loopback)).toBe("insecure");
    expect(issuerRefusal("http://10.0.0.1", loopback)).toBe("insecure");
    expect(issuerRefusal("http://127.0.0.1:4400", loopback)).toBeNull();
    expect(issuerRefusal("http://localhost:4400/oidc", loopback)).toBeNull();
    // Production: the demo's address is as refused as any other plain http.
    expect(issuerRefusal("http://127.0.0.1:4400", production)).toBe("insecure");
    expect(production.trustedOrigins).toBeUndefined();
    // The demo reaches its own provider, and nothing else on this machine.
    expect(issuerRefusal("http://127.0.0.1:4400", demo)).toBeNull();
    expect(issuerRefusal("http://127.0.0.1:4401", demo)).toBe("insecure");
    expect(issuerRefusal("http://localhost:4400", demo)).toBe("insecure");
    expect(issuerRefusal("https://127.0.0.1:4401", demo)).toBe("forbidden");
    expect(ssoFetchPolicy(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true", DEMO_IDP: "off" }))).toEqual({
      allowLoopback: false,
      requireHttps: false,
    });
  });

  it("refuses addresses that are not public, however they are written", () => {
    for (const issuer of [
      "https://10.0.0.1",
      "https://169.254.169.254/latest",
      "https://[::ffff:127.0.0.2]",
      "https://[::ffff:a9fe:a9fe]",
      "https://[fd00::1]",
      "https://0x7f000002",
      "https://127.0.0.2:4400",
      "https://0.0.0.0",
    ]) {
      expect(issuerRefusal(issuer, loopback), issuer).toBe("forbidden");
    }
    expect(issuerRefusal("https://127.0.0.1", production)).toBe("forbidden");
  });
});

describe("reading a configuration", () => {
  it("reads a configuration that names the typed issuer, compared as URLs", async () => {
    const found = await readDiscovery(`${base}/good`, loopback);
    expect(found).toMatchObject({
      ok: true,
      metadata: { issuer: `${base}/good`, token_endpoint: `${base}/good/token` },
    });
    expect(asked).toEqual(["/good/.well-known/openid-configuration"]);
    expect(discoveryUrl(`${base}/good/`)).toBe(`${base}/good/.well-known/openid-configuration`);
    expect((await readDiscovery(`${base}/slash`, loopback)).ok).toBe(false);
    expect((await readDiscovery(`${base}/slash/`, loopback)).ok).toBe(true);
  });

  it("never fetches a refused issuer: the trailing ? that would turn the path into a query", async () => {
    expect(await readDiscovery(`${base}/internal?`, loopback)).toEqual({ ok: false, problem: "invalid" });
    expect(await readDiscovery(`${base}/good`, { allowLoopback: false, requireHttps: false })).toEqual({
      ok: false,
      problem: "insecure",
    });
    expect(asked).toEqual([]);
  });

  it("refuses a name that leads to this machine when the rules do not allow it, at connection time", async () => {
    const port = new URL(base).port;
    expect(
      await readDiscovery(`https://localhost:${port}/good`, { allowLoopback: false, requireHttps: false }),
    ).toEqual({ ok: false, problem: "forbidden" });
    expect(asked).toEqual([]);
  });

  it("names each failure, and follows no redirect", async () => {
    const problem = async (tenant: string) => {
      const found = await readDiscovery(`${base}/${tenant}`, loopback, quick);
      return found.ok ? "ok" : found.problem;
    };
    expect(await problem("moved")).toBe("redirect");
    expect(asked).toEqual(["/moved/.well-known/openid-configuration"]);
    expect(await problem("missing")).toBe("status");
    expect(await problem("html")).toBe("not-json");
    expect(await problem("array")).toBe("not-json");
    expect(await problem("mismatch")).toBe("issuer-mismatch");
    expect(await problem("no-token")).toBe("incomplete");
    // Endpoints follow the issuer's rules: nothing private, no plain http to the internet.
    expect(await problem("private-token")).toBe("incomplete");
    expect(await problem("metadata-keys")).toBe("incomplete");
    expect(await problem("plain-token")).toBe("incomplete");
    expect(await problem("huge")).toBe("too-large");
    const started = Date.now();
    expect(await problem("slow")).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await readDiscovery("https://idp.invalid", loopback)).ok).toBe(false);
  });
});

describe("keeping what was read", () => {
  function cache(options: { now?: () => number } = {}) {
    const requests: string[] = [];
    const counted: typeof outboundRequest = (url, policy, request) => {
      requests.push(String(url));
      return quick(url, policy, request);
    };
    return { cache: new DiscoveryCache({ policy: loopback, request: counted, ...options }), requests };
  }

  it("asks once per hour per issuer, and once for a burst of logins at the same moment", async () => {
    let now = 1_000_000;
    const { cache: kept, requests } = cache({ now: () => now });
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => kept.get(`${base}/good`)));
    expect(burst.every((found) => found.ok)).toBe(true);
    expect(await kept.get(`${base}/good/`)).toMatchObject({ ok: true });
    expect(requests).toHaveLength(1);
    now += DISCOVERY_TTL_MS - 1;
    await kept.get(`${base}/good`);
    expect(requests).toHaveLength(1);
    now += 2;
    await kept.get(`${base}/good`);
    expect(requests).toHaveLength(2);
  });

  it("remembers a failure for a minute, so a broken provider is not asked on every login", async () => {
    let now = 1_000_000;
    const { cache: kept, requests } = cache({ now: () => now });
    expect(await kept.get(`${base}/missing`)).toEqual({ ok: false, problem: "status" });
    expect(await kept.get(`${base}/missing`)).toEqual({ ok: false, problem: "status" });
    expect(requests).toHaveLength(1);
    now += DISCOVERY_FAILURE_TTL_MS + 1;
    await kept.get(`${base}/missing`);
    expect(requests).toHaveLength(2);
  });

  it("reads again when asked for a fresh answer, and keeps that answer", async () => {
    const { cache: kept, requests } = cache();
    await kept.get(`${base}/good`);
    await kept.get(`${base}/good`, { fresh: true });
    expect(requests).toHaveLength(2);
    await kept.get(`${base}/good`);
    expect(requests).toHaveLength(2);
  });

  it("asks nothing for an issuer its rules refuse", async () => {
    const { cache: kept, requests } = cache();
    expect(await kept.get(`${base}/good?`)).toEqual({ ok: false, problem: "invalid" });
    expect(await kept.get("https://169.254.169.254")).toEqual({ ok: false, problem: "forbidden" });
    expect(requests).toEqual([]);
  });

  it("gives the OpenID client a fetch under the same rules", async () => {
    const { cache: kept, requests } = cache();
    const answer = await kept.fetch()(`${base}/good/.well-known/openid-configuration`, { redirect: "manual" });
    expect(answer.status).toBe(200);
    expect(requests).toHaveLength(1);
    const refused = await kept
      .fetch()("http://10.0.0.1/token", { method: "POST", body: new URLSearchParams({ code: "x" }) })
      .then(
        () => "answered",
        (error: { code?: string }) => error.code,
      );
    expect(refused).toBe("forbiddenAddress");
  });
});
