import { describe, expect, it } from "vitest";
import { createRateLimits, limitKey, minutesFrom } from "./rate-limits.server";

const victim = "victim@example.com";
const attacker = "198.51.100.7";
const victimHome = "203.0.113.20";

/** The login door as signIn uses it: checks first, failures counted after the password is known wrong. */
async function wrongPassword(limits: ReturnType<typeof createRateLimits>, email: string, client: string) {
  await limits.penalize("loginFailAccountClient", [email, client]);
  await limits.penalize("loginFailClient", client);
}

describe("rate limits in memory", () => {
  it("refuses a sixth wrong password for one account from one client, not from another client", async () => {
    const limits = createRateLimits({ clientLimit: 30 });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await limits.isBlocked("loginFailAccountClient", [victim, attacker])).toEqual({ ok: true });
      await wrongPassword(limits, victim, attacker);
    }
    const refused = await limits.isBlocked("loginFailAccountClient", [victim, attacker]);
    expect(refused).toEqual({ ok: false, minutes: 15 });
    // The owner, from their own address, is not locked out by someone else's guesses.
    expect(await limits.isBlocked("loginFailAccountClient", [victim, victimHome])).toEqual({ ok: true });
    expect(await limits.isBlocked("loginFailClient", victimHome)).toEqual({ ok: true });
  });

  it("limits wrong passwords per client whatever the account (password spraying)", async () => {
    const limits = createRateLimits({ clientLimit: 30 });
    for (let account = 0; account < 50; account++) {
      expect(await limits.isBlocked("loginFailClient", attacker)).toEqual({ ok: true });
      await wrongPassword(limits, `person-${account}@example.com`, attacker);
    }
    // No single account reached its limit, but the client did, for a day.
    expect(await limits.isBlocked("loginFailAccountClient", ["person-0@example.com", attacker])).toEqual({
      ok: true,
    });
    expect(await limits.isBlocked("loginFailClient", attacker)).toEqual({ ok: false, minutes: 24 * 60 });
    expect(await limits.isBlocked("loginFailClient", victimHome)).toEqual({ ok: true });
  });

  it("forgets an account's failures from a client after a successful login", async () => {
    const limits = createRateLimits({ clientLimit: 30 });
    for (let attempt = 0; attempt < 4; attempt++) await wrongPassword(limits, victim, victimHome);
    await limits.clear("loginFailAccountClient", [victim, victimHome]);
    for (let attempt = 0; attempt < 4; attempt++) await wrongPassword(limits, victim, victimHome);
    expect(await limits.isBlocked("loginFailAccountClient", [victim, victimHome])).toEqual({ ok: true });
  });

  it("counts attempts per client up to AUTH_CLIENT_LIMIT, and refuses the next", async () => {
    const limits = createRateLimits({ clientLimit: 3 });
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await limits.consume("loginClient", attacker)).toEqual({ ok: true });
    expect(await limits.consume("loginClient", attacker)).toEqual({ ok: false, minutes: 15 });
    expect(await limits.consume("loginClient", victimHome)).toEqual({ ok: true });
  });

  it("stops at the first refusal, so a refused client spends nothing of an address's allowance", async () => {
    const limits = createRateLimits({ clientLimit: 1 });
    const steps = (address: string) =>
      [
        ["signupClient", attacker],
        ["signupAddress", address],
      ] as const;
    expect(await limits.consumeEach(steps(victim))).toEqual({ ok: true });
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await limits.consumeEach(steps(victim))).toEqual({ ok: false, minutes: 15 });
    // The address has spent one of its three.
    expect(await limits.consume("signupAddress", victim)).toEqual({ ok: true });
    expect(await limits.consume("signupAddress", victim)).toEqual({ ok: true });
    expect(await limits.consume("signupAddress", victim)).toEqual({ ok: false, minutes: 15 });
  });

  it("limits mail to one address per quarter and per day", async () => {
    const limits = createRateLimits({ clientLimit: 30 });
    for (let sent = 0; sent < 3; sent++) expect(await limits.consume("ebookAddress", victim)).toEqual({ ok: true });
    expect(await limits.consume("ebookAddress", victim)).toEqual({ ok: false, minutes: 24 * 60 });
    for (let sent = 0; sent < 3; sent++)
      expect(await limits.consume("emailChangeAddress", victim)).toEqual({ ok: true });
    expect(await limits.consume("emailChangeAddress", victim)).toEqual({ ok: false, minutes: 15 });
  });

  it("treats an address the same whatever its case or surrounding spaces", async () => {
    const limits = createRateLimits({ clientLimit: 30 });
    for (const spelling of ["Victim@Example.com", " victim@example.com", "VICTIM@EXAMPLE.COM "])
      expect(await limits.consume("resetAddress", spelling)).toEqual({ ok: true });
    expect(await limits.consume("resetAddress", victim)).toEqual({ ok: false, minutes: 15 });
    expect(limitKey([" Victim@Example.com", attacker])).toBe(limitKey([victim, attacker]));
  });

  it("keeps no address in clear text in its keys, and keeps account and client apart", () => {
    const key = limitKey([victim, attacker]);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain("victim");
    // Joined with a separator an address cannot contain, so the parts cannot run into each other.
    expect(limitKey(["a@example.com1", "2.3.4.5"])).not.toBe(limitKey(["a@example.com", "12.3.4.5"]));
  });

  it("rounds the wait up to whole minutes, at least one", () => {
    expect(minutesFrom(0)).toBe(1);
    expect(minutesFrom(1)).toBe(1);
    expect(minutesFrom(60_000)).toBe(1);
    expect(minutesFrom(60_001)).toBe(2);
    expect(minutesFrom(15 * 60_000 - 10)).toBe(15);
  });
});
