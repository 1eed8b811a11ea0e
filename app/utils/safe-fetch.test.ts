import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import {
  isForbiddenAddress,
  OutboundFetchError,
  type OutboundPolicy,
  outboundPolicy,
  outboundRequest,
  safeFetch,
  urlRefusal,
} from "./safe-fetch.server";

// The one outbound fetcher: every rule on its own, through a server on 127.0.0.1 (and the same
// server reached as 127.0.0.2, which must never be reached).

let server: http.Server;
let base: string;
let port: number;
const pending = new Set<http.ServerResponse>();
/** Every request the server saw, by host and path, to prove a refused one never left. */
const seen: { host: string; path: string; method: string; body: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      seen.push({
        host: request.socket.localAddress ?? "",
        path,
        method: request.method ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (path === "/json") json(200, { ok: true });
      else if (path === "/echo") json(200, { method: request.method, body: Buffer.concat(chunks).toString("utf8") });
      else if (path === "/gzip") {
        response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
        response.end(gzipSync(JSON.stringify({ packed: true })));
      } else if (path === "/oauth-error") json(400, { error: "invalid_grant" });
      else if (path === "/to-json") {
        response.writeHead(302, { location: "/json" });
        response.end();
      } else if (path === "/see-other") {
        response.writeHead(303, { location: "/echo" });
        response.end();
      } else if (path === "/to-metadata") {
        response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        response.end();
      } else if (path === "/to-private") {
        response.writeHead(307, { location: "http://10.0.0.1/" });
        response.end();
      } else if (path === "/to-other-loopback") {
        response.writeHead(302, { location: `http://127.0.0.2:${port}/json` });
        response.end();
      } else if (path === "/to-mapped-loopback") {
        response.writeHead(302, { location: `http://[::ffff:127.0.0.2]:${port}/json` });
        response.end();
      } else if (path === "/to-localhost") {
        // Same machine, same port, another origin: credentials stay behind.
        response.writeHead(307, { location: `http://localhost:${port}/echo` });
        response.end();
      } else if (path === "/to-file") {
        response.writeHead(302, { location: "file:///etc/passwd" });
        response.end();
      } else if (path === "/loop") {
        response.writeHead(302, { location: "/loop" });
        response.end();
      } else if (path === "/large") {
        response.writeHead(200, { "content-type": "application/json" });
        const chunk = "X".repeat(64 * 1024);
        let sent = 0;
        const write = () => {
          while (sent < 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) {
              response.once("drain", write);
              return;
            }
          }
          response.end();
        };
        write();
        response.on("error", () => {});
      } else if (path === "/large-declared") {
        response.writeHead(200, { "content-length": String(5 * 1024 * 1024) });
        response.end();
      } else if (path === "/bomb") {
        response.writeHead(200, { "content-encoding": "gzip" });
        response.end(gzipSync(Buffer.alloc(4 * 1024 * 1024, 32)));
      } else if (path === "/slow") {
        response.writeHead(200, { "content-type": "application/json" });
        response.write("{");
        pending.add(response);
      } else if (path === "/silent") {
        pending.add(response);
      } else json(404, { error: "not here" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const response of pending) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopback: OutboundPolicy = { allowLoopback: true, requireHttps: false };
const strict: OutboundPolicy = { allowLoopback: false, requireHttps: false };
const limits = { timeoutMs: 5_000, maxBytes: 256 * 1024 };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundFetchError) return error.code;
    throw error;
  }
  return "no failure";
}

describe("addresses", () => {
  it("allows only public unicast addresses, whatever their spelling", () => {
    for (const address of [
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "127.0.0.2",
      "127.255.255.254",
      "224.0.0.1",
      "255.255.255.255",
      "192.0.2.1",
      "198.18.0.1",
      "240.0.0.1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fec0::1",
      "ff02::1",
      "::",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "::ffff:127.0.0.2",
      "::ffff:0:a00:1",
      "::127.0.0.1",
      "::a00:1",
      "64:ff9b::a00:1",
      "2002:a00:1::1",
      "not an address",
      "",
    ]) {
      expect(isForbiddenAddress(address, true), address).toBe(true);
    }
    expect(isForbiddenAddress("93.184.215.14", false)).toBe(false);
    expect(isForbiddenAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c", false)).toBe(false);
  });

  it("allows exactly 127.0.0.1 and ::1 only when loopback is allowed", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(isForbiddenAddress(address, false), address).toBe(true);
      expect(isForbiddenAddress(address, true), address).toBe(false);
    }
  });

  it("refuses an address by its scheme, credentials, https rule or literal before anything is sent", () => {
    const refusal = (address: string, policy: OutboundPolicy) => urlRefusal(new URL(address), policy);
    expect(refusal("ftp://example.com/", strict)).toBe("unreachable");
    expect(refusal("https://user:pw@example.com/", strict)).toBe("unreachable");
    expect(refusal("http://example.com/", { allowLoopback: false, requireHttps: true })).toBe("insecure");
    // The URL parser reads every spelling of an IPv4 address; each is checked as the address it is.
    for (const address of ["http://0x7f000001/", "http://2130706433/", "http://127.1/", "http://0177.0.0.1/"]) {
      expect(refusal(address, strict), address).toBe("forbiddenAddress");
    }
    expect(refusal("http://[::ffff:a9fe:a9fe]/", loopback)).toBe("forbiddenAddress");
    expect(refusal("http://169.254.169.254/latest/meta-data/", loopback)).toBe("forbiddenAddress");
    expect(refusal("https://example.com/", { allowLoopback: false, requireHttps: true })).toBeNull();
  });

  it("trusts a listed origin on a loopback literal only: not another port, path tricks or a name", () => {
    const demo: OutboundPolicy = {
      allowLoopback: false,
      requireHttps: false,
      trustedOrigins: ["http://127.0.0.1:4400"],
    };
    expect(urlRefusal(new URL("http://127.0.0.1:4400/.well-known/openid-configuration"), demo)).toBeNull();
    expect(urlRefusal(new URL("http://127.0.0.1:4401/"), demo)).toBe("forbiddenAddress");
    expect(urlRefusal(new URL("http://localhost:4400/"), demo)).toBeNull();
    const named: OutboundPolicy = {
      allowLoopback: false,
      requireHttps: false,
      trustedOrigins: ["http://localhost:4400"],
    };
    // A name is resolved (and refused) at connection time; the listing does not skip that.
    expect(urlRefusal(new URL("http://localhost:4400/"), named)).toBeNull();
    const privateListed: OutboundPolicy = { ...strict, trustedOrigins: ["http://10.0.0.1"] };
    expect(urlRefusal(new URL("http://10.0.0.1/"), privateListed)).toBe("forbiddenAddress");
  });

  it("takes its rules from the run mode: loopback only when set, never in production, https there", () => {
    expect(outboundPolicy(parseEnv({ NODE_ENV: "test", OUTBOUND_FETCH_ALLOW_LOOPBACK: "true" }))).toEqual({
      allowLoopback: true,
      requireHttps: false,
    });
    expect(outboundPolicy(parseEnv({ NODE_ENV: "test" }))).toEqual({ allowLoopback: false, requireHttps: false });
    expect(
      outboundPolicy(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true", OUTBOUND_FETCH_ALLOW_LOOPBACK: "true" })),
    ).toEqual({ allowLoopback: true, requireHttps: false });
    expect(outboundPolicy(parseEnv({ NODE_ENV: "production", OUTBOUND_FETCH_ALLOW_LOOPBACK: "true" }))).toEqual({
      allowLoopback: false,
      requireHttps: true,
    });
  });
});

describe("requests", () => {
  it("reaches this machine only when loopback is allowed, by IP and by name", async () => {
    const answer = await outboundRequest(`${base}/json`, loopback, limits);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect((await outboundRequest(`http://localhost:${port}/json`, loopback, limits)).status).toBe(200);
    const before = seen.length;
    expect(await failure(outboundRequest(`${base}/json`, strict, limits))).toBe("forbiddenAddress");
    expect(await failure(outboundRequest(`http://localhost:${port}/json`, strict, limits))).toBe("forbiddenAddress");
    expect(await failure(outboundRequest(`http://127.0.0.2:${port}/json`, loopback, limits))).toBe("forbiddenAddress");
    expect(await failure(outboundRequest(`http://[::ffff:127.0.0.2]:${port}/json`, loopback, limits))).toBe(
      "forbiddenAddress",
    );
    expect(seen.length).toBe(before);
  });

  it("hands a redirect back untouched when asked to, and checks every hop it follows", async () => {
    const manual = await outboundRequest(`${base}/to-metadata`, loopback, limits);
    expect(manual.status).toBe(302);
    expect(manual.headers).toContainEqual(["location", "http://169.254.169.254/latest/meta-data/"]);
    const follow = { ...limits, maxRedirects: 3 };
    expect((await outboundRequest(`${base}/to-json`, loopback, follow)).url).toBe(`${base}/json`);
    const before = seen.length;
    for (const path of ["/to-metadata", "/to-private", "/to-other-loopback", "/to-mapped-loopback"]) {
      expect(await failure(outboundRequest(`${base}${path}`, loopback, follow)), path).toBe("forbiddenAddress");
    }
    expect(seen.slice(before).map((request) => request.host)).not.toContain("127.0.0.2");
    expect(await failure(outboundRequest(`${base}/to-file`, loopback, follow))).toBe("unreachable");
    expect(await failure(outboundRequest(`${base}/loop`, loopback, follow))).toBe("tooManyRedirects");
  });

  it("continues a 303 as GET, and never carries credentials to another origin", async () => {
    const follow = { ...limits, maxRedirects: 3 };
    const seeOther = await outboundRequest(`${base}/see-other`, loopback, {
      ...follow,
      method: "POST",
      body: "secret=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(JSON.parse(seeOther.body.toString())).toEqual({ method: "GET", body: "" });
    await outboundRequest(`${base}/to-localhost`, loopback, {
      ...follow,
      method: "POST",
      body: "a=b",
      headers: { authorization: "Basic c2VjcmV0" },
    });
    const [first, second] = seen.slice(-2);
    expect(first).toMatchObject({ path: "/to-localhost", authorization: "Basic c2VjcmV0" });
    expect(second).toMatchObject({ path: "/echo", method: "POST", body: "a=b" });
    expect(second?.authorization).toBeUndefined();
  });

  it("stops a body that is too large, announced or not, and a decompression bomb", async () => {
    for (const path of ["/large", "/large-declared", "/bomb"]) {
      expect(await failure(outboundRequest(`${base}${path}`, loopback, limits)), path).toBe("tooLarge");
    }
  });

  it("gives up on a server that is too slow, and when the caller cancels", async () => {
    const started = Date.now();
    expect(await failure(outboundRequest(`${base}/slow`, loopback, { ...limits, timeoutMs: 300 }))).toBe("timeout");
    expect(await failure(outboundRequest(`${base}/silent`, loopback, { ...limits, timeoutMs: 300 }))).toBe("timeout");
    expect(
      await failure(outboundRequest(`${base}/silent`, loopback, { ...limits, signal: AbortSignal.timeout(200) })),
    ).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("reads an error's body only when asked to", async () => {
    expect((await outboundRequest(`${base}/oauth-error`, loopback, limits)).body.length).toBe(0);
    const read = await outboundRequest(`${base}/oauth-error`, loopback, { ...limits, errorBodies: true });
    expect(read.status).toBe(400);
    expect(JSON.parse(read.body.toString())).toEqual({ error: "invalid_grant" });
  });
});

describe("as a fetch", () => {
  const fetcher = safeFetch(loopback, limits);

  it("answers a Response with the decoded body, the status and the headers", async () => {
    const packed = await fetcher(`${base}/gzip`);
    expect(packed.status).toBe(200);
    expect(packed.headers.get("content-type")).toBe("application/json");
    expect(packed.headers.get("content-encoding")).toBeNull();
    expect(await packed.json()).toEqual({ packed: true });
    const error = await fetcher(`${base}/oauth-error`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(error.status).toBe(400);
    expect(await error.json()).toEqual({ error: "invalid_grant" });
    const echoed = await fetcher(`${base}/echo`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "authorization_code", code: "x" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await echoed.json()).toEqual({ method: "POST", body: "grant_type=authorization_code&code=x" });
  });

  it("keeps a redirect for the caller with redirect: manual, and follows it checked with follow", async () => {
    const manual = await fetcher(`${base}/to-json`, { redirect: "manual" });
    expect(manual.status).toBe(302);
    expect(await (await fetcher(`${base}/to-json`, { redirect: "follow" })).json()).toEqual({ ok: true });
    expect(await failure(fetcher(`${base}/to-private`, { redirect: "follow" }))).toBe("forbiddenAddress");
  });

  it("refuses what the policy refuses, as a rejected promise", async () => {
    expect(await failure(safeFetch(strict, limits)(`${base}/json`))).toBe("forbiddenAddress");
    expect(await failure(safeFetch({ allowLoopback: true, requireHttps: true }, limits)(`${base}/json`))).toBe(
      "insecure",
    );
    expect(await failure(fetcher(`${base}/large`))).toBe("tooLarge");
  });
});
