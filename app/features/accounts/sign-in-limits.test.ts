import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "~/utils/app-error";
import { servedAccountPages } from "../../../tests/support/account-routes";
import { createMember } from "../../../tests/support/factories";
import { signIn } from "./accounts.server";

const PASSWORD = "a calm and long password";

// Client addresses of this run alone, so counts kept in a shared Redis (REDIS_URL) by an earlier
// run cannot meet them.
const run = `${randomInt(1, 255)}.${randomInt(1, 255)}`;
const client = (n: number) => `10.${run}.${n}`;

// The code under test uses the process's database and auth: both answer with the test database.
const served = servedAccountPages({ connections: 4, tess: false });

beforeAll(async () => {
  for (const person of [
    { id: "dana", name: "Dana Vos", email: "dana@example.com", emailVerified: true },
    { id: "eva", name: "Eva Smit", email: "eva@example.com", emailVerified: true },
    { id: "frits", name: "Frits Kok", email: "frits@example.com", emailVerified: true, deactivatedAt: new Date() },
  ]) {
    await createMember(served.db, { ...person, password: PASSWORD });
  }
});

function loginRequest() {
  return new Request("http://localhost:5173/en/login", {
    method: "POST",
    headers: { origin: "http://localhost:5173" },
  });
}

/** A login's outcome: logged in, or the message key of its coded error (and the minutes to wait). */
const logIn = (email: string, password: string, from: string) =>
  signIn(loginRequest(), { email, password }, from).then(
    () => ({ ok: true }),
    (error: AppError) => ({ ok: false, error: error.key, ...error.values }),
  );

describe("login limits", () => {
  it("refuses a sixth try after five wrong passwords from one client, but not the owner elsewhere", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await logIn("dana@example.com", `wrong ${attempt}`, client(1))).toEqual({
        ok: false,
        error: "errors.invalidCredentials",
      });
    // Even the right password is refused from that client, for the quarter hour.
    expect(await logIn("dana@example.com", PASSWORD, client(1))).toEqual({
      ok: false,
      error: "errors.tooManyAttempts",
      minutes: 15,
    });
    // Also when spelled differently.
    expect(await logIn("Dana@Example.com", PASSWORD, client(1))).toMatchObject({ error: "errors.tooManyAttempts" });
    // The owner, from their own address, logs in.
    expect((await logIn("dana@example.com", PASSWORD, client(2))).ok).toBe(true);
    // Another account from the guessing client is not refused for Dana's sake.
    expect((await logIn("eva@example.com", PASSWORD, client(1))).ok).toBe(true);
  });

  it("starts counting again after a successful login", async () => {
    for (let attempt = 0; attempt < 4; attempt++) await logIn("eva@example.com", `wrong ${attempt}`, client(3));
    expect((await logIn("eva@example.com", PASSWORD, client(3))).ok).toBe(true);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await logIn("eva@example.com", `wrong again ${attempt}`, client(3))).toEqual({
        ok: false,
        error: "errors.invalidCredentials",
      });
    expect(await logIn("eva@example.com", PASSWORD, client(3))).toMatchObject({ error: "errors.tooManyAttempts" });
  });

  it("counts wrong passwords for a deactivated account like any other, and tells only the right one", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect(await logIn("frits@example.com", `wrong ${attempt}`, client(4))).toEqual({
        ok: false,
        error: "errors.invalidCredentials",
      });
    expect(await logIn("frits@example.com", PASSWORD, client(4))).toMatchObject({ error: "errors.tooManyAttempts" });
    expect(await logIn("frits@example.com", PASSWORD, client(5))).toEqual({ ok: false, error: "errors.deactivated" });
  });

  it("never refuses an office behind one address that logs in all morning, yet still counts tries that fail", async () => {
    // AUTH_CLIENT_LIMIT (30 a quarter) attempts per client: 40 right logins give theirs back.
    for (let login = 0; login < 40; login++)
      expect(await logIn(login % 2 ? "dana@example.com" : "eva@example.com", PASSWORD, client(6))).toEqual({
        ok: true,
      });
    // Wrong tries from one client, each at another address, are refused after the limit.
    for (let attempt = 0; attempt < 30; attempt++)
      expect(await logIn(`nobody-${attempt}@example.com`, "a guess", client(7))).toEqual({
        ok: false,
        error: "errors.invalidCredentials",
      });
    expect(await logIn("dana@example.com", PASSWORD, client(7))).toMatchObject({ error: "errors.tooManyAttempts" });
  });
});
