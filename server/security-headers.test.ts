import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, freshNonce, securityHeaders } from "./security-headers";
import { listen } from "./test-server";

const servers: Awaited<ReturnType<typeof listen>>[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function headersFor(production: boolean) {
  const app = express();
  app.use(securityHeaders({ production }));
  app.get("/", (_req, res) => {
    res.send(res.locals.nonce);
  });
  const server = await listen(app);
  servers.push(server);
  const response = await fetch(server.url);
  return { headers: response.headers, nonce: await response.text() };
}

describe("security headers", () => {
  it("allow only scripts that carry this response's nonce", async () => {
    const first = await headersFor(true);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toContain(`script-src 'nonce-${first.nonce}' 'strict-dynamic'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const second = await headersFor(true);
    expect(second.nonce).not.toBe(first.nonce);
  });

  it("never give two pages the same nonce, across refills of the random pool", () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("send HSTS in production only", async () => {
    expect((await headersFor(true)).headers.get("strict-transport-security")).toContain("max-age=");
    expect((await headersFor(false)).headers.get("strict-transport-security")).toBeNull();
  });

  it("set referrer policy and nosniff", async () => {
    const { headers } = await headersFor(true);
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("relax styles and sockets only for the development server", () => {
    const dev = contentSecurityPolicy({ nonce: "n", development: true });
    const prod = contentSecurityPolicy({ nonce: "n", development: false });
    expect(dev).toContain("style-src 'self' 'unsafe-inline'");
    expect(prod).not.toContain("'unsafe-inline' ws:");
    expect(prod).toContain("connect-src 'self';");
  });

  it("allow frames from the configured stream hosts alone, and none without them", () => {
    const withHosts = contentSecurityPolicy({
      nonce: "n",
      development: false,
      frameHosts: ["www.youtube-nocookie.com", "player.vimeo.com"],
    });
    expect(withHosts).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com;");
    expect(contentSecurityPolicy({ nonce: "n", development: false })).toContain("frame-src 'none';");
  });
});
