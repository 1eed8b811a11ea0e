import { describe, expect, it } from "vitest";
import { discoveryUrl, testConnection } from "./partners-connection.server";

const issuer = "https://login.acme.example";
const answer =
  (body: BodyInit | null, init: ResponseInit = {}): typeof fetch =>
  async () =>
    new Response(body, { status: 200, headers: { "content-type": "application/json" }, ...init });
const document = {
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
};

describe("testing an identity provider", () => {
  it("asks the discovery address and reports the endpoints", async () => {
    expect(discoveryUrl(`${issuer}/`)).toBe(`${issuer}/.well-known/openid-configuration`);
    let asked = "";
    const report = await testConnection(issuer, {
      fetch: async (url) => {
        asked = String(url);
        return new Response(JSON.stringify(document));
      },
    });
    expect(asked).toBe(`${issuer}/.well-known/openid-configuration`);
    expect(report).toEqual({
      ok: true,
      issuer,
      authorizationEndpoint: `${issuer}/authorize`,
      tokenEndpoint: `${issuer}/token`,
      issuerMatches: true,
    });
  });

  it("says when the provider names another issuer", async () => {
    const report = await testConnection(issuer, {
      fetch: answer(JSON.stringify({ ...document, issuer: "https://other.example" })),
    });
    expect(report).toMatchObject({ ok: true, issuerMatches: false });
  });

  it("names each failure", async () => {
    expect(await testConnection(issuer, { fetch: answer("nope", { status: 404 }) })).toEqual({
      ok: false,
      problem: "status",
      status: 404,
    });
    expect(await testConnection(issuer, { fetch: answer(null, { status: 302, headers: { location: "/x" } }) })).toEqual(
      {
        ok: false,
        problem: "redirect",
        status: 302,
      },
    );
    expect(await testConnection(issuer, { fetch: answer("<html>") })).toEqual({ ok: false, problem: "not-json" });
    expect(await testConnection(issuer, { fetch: answer(JSON.stringify({ issuer })) })).toEqual({
      ok: false,
      problem: "incomplete",
    });
    expect(
      await testConnection(issuer, {
        fetch: answer(JSON.stringify({ ...document, token_endpoint: "http://acme.example/token" })),
      }),
    ).toEqual({ ok: false, problem: "incomplete" });
    expect(await testConnection(issuer, { fetch: answer("x".repeat(2000)), maxBytes: 1000 })).toEqual({
      ok: false,
      problem: "too-large",
    });
    const refused: typeof fetch = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await testConnection(issuer, { fetch: refused })).toEqual({ ok: false, problem: "unreachable" });
  });

  it("gives up after the time limit", async () => {
    const slow: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    expect(await testConnection(issuer, { fetch: slow, timeoutMs: 50 })).toEqual({ ok: false, problem: "timeout" });
  });
});
