import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiscoveryCache, ssoFetchPolicy } from "~/features/partners/sso-discovery.server";
import { parseEnv } from "~/utils/env.server";
import { type OutboundPolicy, outboundRequest } from "~/utils/safe-fetch.server";
import { issuerError, testConnection } from "./partners-connection.server";

// "Test connection" says whether a provider can be used, in categories; it never shows what the
// typed address answered. A stand-in provider on 127.0.0.1 answers with things worth hiding.

const HIDDEN = "internal-value-7f3a";
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const tenant = (request.url ?? "/").split("/")[1] ?? "";
    const issuer = `${base}/${tenant}`;
    const document = {
      issuer,
      authorization_endpoint: `${issuer}/auth?${HIDDEN}`,
      token_endpoint: `${issuer}/token/${HIDDEN}`,
      service_documentation: HIDDEN,
    };
    if (tenant === "good") {
      response.writeHead(200, { "content-type": "application/json", "x-hidden": HIDDEN });
      response.end(JSON.stringify(document));
    } else if (tenant === "other") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ ...document, issuer: `https://${HIDDEN}.example` }));
    } else if (tenant === "teapot") {
      response.writeHead(418, { "content-type": "text/plain" });
      response.end(`${HIDDEN}: the status and this body stay here`);
    } else if (tenant === "moved") {
      response.writeHead(301, { location: `http://10.0.0.1/${HIDDEN}` });
      response.end();
    } else {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(`<pre>${HIDDEN}</pre>`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopback: OutboundPolicy = { allowLoopback: true, requireHttps: false };
const kept = () => new DiscoveryCache({ policy: loopback });

describe("testing an identity provider", () => {
  it("says the provider can be used, and nothing it answered", async () => {
    const report = await testConnection(`${base}/good`, kept());
    expect(report).toEqual({ ok: true, issuerMatches: true });
  });

  it("says when the provider names another issuer, without repeating the name", async () => {
    const report = await testConnection(`${base}/other`, kept());
    expect(report).toEqual({ ok: true, issuerMatches: false });
    expect(JSON.stringify(report)).not.toContain(HIDDEN);
  });

  it("names each failure by category, never by the status or body it got", async () => {
    for (const [tenant, problem] of [
      ["teapot", "status"],
      ["moved", "redirect"],
      ["page", "not-json"],
    ] as const) {
      const report = await testConnection(`${base}/${tenant}`, kept());
      expect(report).toEqual({ ok: false, problem });
      expect(JSON.stringify(report)).not.toMatch(new RegExp(`${HIDDEN}|418|301`));
    }
    expect(await testConnection("https://[fd00::1]", kept())).toEqual({ ok: false, problem: "forbidden" });
  });

  it("keeps what it read for the partner's logins, so the next login asks nothing", async () => {
    const counted: string[] = [];
    const cache = new DiscoveryCache({
      policy: loopback,
      request: (url, policy, request) => {
        counted.push(String(url));
        return outboundRequest(url, policy, request);
      },
    });
    await testConnection(`${base}/good`, cache);
    await testConnection(`${base}/good`, cache);
    // Testing asks every time (the administrator wants to know now); a login then uses the answer.
    expect(counted).toHaveLength(2);
    expect(await cache.get(`${base}/good`)).toMatchObject({ ok: true });
    expect(counted).toHaveLength(2);
  });
});

describe("issuers refused before they are saved or tested", () => {
  const catalog = (lng: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${lng}/admin.json`), "utf8")) as {
      partners: { errors: Record<string, string>; connection: { problem: Record<string, string> } };
    };

  it("gives each refusal its own message, in both languages", () => {
    const production = ssoFetchPolicy(parseEnv({ NODE_ENV: "production" }));
    const cases = [
      ["https://login.example.com/realms/acme?", "partners.errors.issuer"],
      ["https://login.example.com/realms/acme#", "partners.errors.issuer"],
      ["https://admin:pw@login.example.com", "partners.errors.issuer"],
      ["http://login.example.com", "partners.errors.issuerInsecure"],
      ["http://127.0.0.1:4400", "partners.errors.issuerInsecure"],
      ["https://10.1.2.3", "partners.errors.issuerForbidden"],
      ["https://169.254.169.254", "partners.errors.issuerForbidden"],
      ["https://[::ffff:127.0.0.2]", "partners.errors.issuerForbidden"],
    ] as const;
    for (const [issuer, key] of cases) expect(issuerError(issuer, production), issuer).toBe(key);
    expect(issuerError("https://login.example.com/realms/acme", production)).toBeNull();
    for (const lng of ["nl", "en"]) {
      const { errors, problem } = {
        errors: catalog(lng).partners.errors,
        problem: catalog(lng).partners.connection.problem,
      };
      for (const [, key] of cases) expect(errors[key.replace("partners.errors.", "")], `${lng} ${key}`).toBeTruthy();
      for (const name of [
        "forbidden",
        "insecure",
        "invalid",
        "timeout",
        "unreachable",
        "redirect",
        "status",
        "too-large",
      ]) {
        expect(problem[name], `${lng} ${name}`).toBeTruthy();
        // No status number, no fetched text: the only value a message may show is the typed issuer.
        expect(
          (problem[name]?.match(/{{\w+}}/g) ?? []).every((slot) => slot === "{{issuer}}"),
          `${lng} ${name}`,
        ).toBe(true);
      }
    }
  });

  it("refuses nothing more than needed where tests reach this machine", () => {
    expect(issuerError("http://127.0.0.1:4400", loopback)).toBeNull();
    expect(issuerError("http://127.0.0.1:4400?", loopback)).toBe("partners.errors.issuer");
    expect(issuerError("http://127.0.0.2:4400", loopback)).toBe("partners.errors.issuerInsecure");
  });
});
