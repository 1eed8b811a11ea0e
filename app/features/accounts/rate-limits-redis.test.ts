import { randomUUID } from "node:crypto";
import { createServer, Socket } from "node:net";
import { createClient } from "redis";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimits, type RateLimits } from "./rate-limits.server";

const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";

/** Whether something answers on Redis's port; CI runs a Redis, so there this suite runs. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(Number(port || 6379), hostname.replace(/^\[|\]$/g, ""), () => done(true));
  });
}

/** A port nothing listens on: opened by the system, then closed again. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const hasRedis = await reachable(redisUrl);
// Every run has its own keys, removed afterwards.
const prefix = `vitaal-test:rl:${randomUUID()}`;
const opened: RateLimits[] = [];

function instance(url: string): RateLimits {
  const limits = createRateLimits({ clientLimit: 30, redisUrl: url, prefix });
  opened.push(limits);
  return limits;
}

afterAll(async () => {
  await Promise.all(opened.map((limits) => limits.close()));
  if (!hasRedis) return;
  const client = createClient({ url: redisUrl });
  await client.connect();
  const keys: string[] = [];
  for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 100 })) keys.push(...batch);
  if (keys.length > 0) await client.del(keys);
  await client.close();
});

const victim = "victim@example.com";
const attacker = "198.51.100.7";

// Run wherever Redis answers, and always in CI (which starts it), where its absence must fail.
describe.skipIf(!hasRedis && !process.env.CI)(`rate limits shared through Redis (${redisUrl})`, () => {
  it("two instances share one count: five wrong passwords alternating between them refuse the sixth on either", async () => {
    const first = instance(redisUrl);
    const second = instance(redisUrl);
    for (let attempt = 0; attempt < 5; attempt++) {
      const serving = attempt % 2 === 0 ? first : second;
      expect(await serving.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: true });
      await serving.penalize("loginFailAccountClient", [victim, attacker]);
    }
    expect(await first.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: false, minutes: 15 });
    expect(await second.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: false, minutes: 15 });
    // The owner's own address is not refused on either.
    expect(await second.isBlocked("loginFailAccountClient", [victim, "203.0.113.20"])).toEqual({ ok: true });
    // A successful login on one instance clears the count for both.
    await second.clear("loginFailAccountClient", [victim, attacker]);
    expect(await first.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: true });
  });

  it("counts consumed attempts across instances, and stores no address in clear text", async () => {
    const first = instance(redisUrl);
    const second = instance(redisUrl);
    expect(await first.consume("resetAddress", victim)).toEqual({ ok: true });
    expect(await second.consume("resetAddress", "Victim@Example.com")).toEqual({ ok: true });
    expect(await first.consume("resetAddress", victim)).toEqual({ ok: true });
    expect(await second.consume("resetAddress", victim)).toEqual({ ok: false, minutes: 15 });

    const client = createClient({ url: redisUrl });
    await client.connect();
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 100 })) keys.push(...batch);
    await client.close();
    expect(keys).toContain(`${prefix}:reset-address:${(await import("./rate-limits.server")).limitKey(victim)}`);
    expect(keys.join(" ")).not.toContain("example.com");
  });
});

describe("rate limits when Redis is unreachable", () => {
  it("fall back to this instance's memory: still limited, nothing thrown", async () => {
    const limits = instance(`redis://127.0.0.1:${await closedPort()}`);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await limits.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: true });
      await limits.penalize("loginFailAccountClient", [victim, attacker]);
    }
    expect(await limits.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: false, minutes: 15 });
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await limits.consume("signupAddress", victim)).toEqual({ ok: true });
    expect(await limits.consume("signupAddress", victim)).toEqual({ ok: false, minutes: 15 });
    await limits.clear("loginFailAccountClient", [victim, attacker]);
    expect(await limits.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: true });
  });
});
