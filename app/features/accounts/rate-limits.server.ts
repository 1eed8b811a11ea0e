import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { createClient } from "redis";
import { type AppErrorDetail, fail } from "~/utils/app-error";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { rateLimitRefusals } from "~/utils/monitoring/metrics.server";

const QUARTER = 15 * 60;
const DAY = 24 * 60 * 60;

/**
 * The doors that send mail or check a password, each limited per key for a window of seconds.
 * Windows are fixed: they start at a key's first attempt. `client` is the client address
 * (`req.ip` behind TRUST_PROXY proxies); `clientLimit` is AUTH_CLIENT_LIMIT.
 *
 * There is no limit on failed logins per account alone: anyone could then lock anyone out by
 * guessing wrong five times. Failures count per account and client together (guessing one
 * password) and per client (trying many accounts), as in rate-limiter-flexible's "login endpoint
 * protection" pattern; see docs/decisions/016-rate-limits.md.
 */
function limitSpecs(clientLimit: number) {
  return {
    /** Wrong passwords for one account from one client. Cleared by a successful login. */
    loginFailAccountClient: { points: 5, duration: QUARTER },
    /**
     * Wrong passwords from one client, whatever the account (password spraying), at the login
     * and on the account page alike: one guesser, whichever form it types into.
     */
    loginFailClient: { points: 50, duration: DAY },
    /**
     * Login attempts from one client that did not log in (wrong, refused, or still running): a
     * login that succeeds gives its attempt back (`refund`), so an office behind one address
     * logging in all morning is never refused, while a client trying many accounts is.
     */
    loginClient: { points: clientLimit, duration: QUARTER },
    /**
     * Wrong current passwords on the account page (changing the password or the address,
     * deleting the account), per account whatever the client: only someone with a session of
     * the account gets here, so this cannot lock out its owner from logging in, and a stolen
     * session used from many addresses gets five guesses, not five per address. The same
     * failures also count per client in `loginFailClient`. Cleared by a right password.
     */
    reauthFailAccount: { points: 5, duration: QUARTER },
    signupClient: { points: clientLimit, duration: QUARTER },
    /** Sign-ups naming one address: each may send it a verification mail. */
    signupAddress: { points: 3, duration: QUARTER },
    signupAddressDaily: { points: 10, duration: DAY },
    resetClient: { points: clientLimit, duration: QUARTER },
    resetAddress: { points: 3, duration: QUARTER },
    /** Verification mails sent again for one account (by its member or by an admin). */
    verificationAccount: { points: 3, duration: QUARTER },
    verificationClient: { points: clientLimit, duration: QUARTER },
    emailChangeClient: { points: clientLimit, duration: QUARTER },
    /** Confirmation links for a change of address, per new address. */
    emailChangeAddress: { points: 3, duration: QUARTER },
    ebookClient: { points: clientLimit, duration: QUARTER },
    /** Download links of the ebook mailed to one address. */
    ebookAddress: { points: 3, duration: DAY },
    /**
     * Messages one person writes, over all their conversations (a coach answering a busy morning's
     * members stays well inside it; a script flooding them does not).
     */
    messageAuthor: { points: 60, duration: QUARTER },
    /** Messages written in one conversation, by either side. */
    messageConversation: { points: 20, duration: QUARTER },
  } satisfies Record<string, { points: number; duration: number }>;
}

export type LimitName = keyof ReturnType<typeof limitSpecs>;
/** A limiter's verdict on one attempt; the use-cases turn a refusal into `fail("tooMany")` (`withinLimits`). */
export type Verdict = { ok: true } | { ok: false; minutes: number };
/** One value, or several (an account and a client) that are limited together. */
export type LimitKey = string | readonly string[];

export interface RateLimits {
  /** Spends one attempt; refused when the key has used up its window. */
  consume(limit: LimitName, key: LimitKey): Promise<Verdict>;
  /** Spends one attempt for each limit in turn, stopping at the first refusal (so a client that
   * is already refused spends nothing of the address's allowance). */
  consumeEach(checks: ReadonlyArray<readonly [LimitName, LimitKey]>): Promise<Verdict>;
  /** Whether the next attempt would be refused, without spending one. */
  isBlocked(limit: LimitName, key: LimitKey): Promise<Verdict>;
  /** Counts a failure without refusing (a wrong password is answered as such either way). */
  penalize(limit: LimitName, key: LimitKey): Promise<void>;
  /** Gives back one attempt spent by `consume` (an attempt that turned out to be legitimate). */
  refund(limit: LimitName, key: LimitKey): Promise<void>;
  /** Forgets a key, e.g. a successful login. */
  clear(limit: LimitName, key: LimitKey): Promise<void>;
  /** Closes the Redis connection, if there is one. */
  close(): Promise<void>;
}

export interface RateLimitOptions {
  clientLimit: number;
  /** Redis shared by every instance; without it each process counts in memory. */
  redisUrl?: string;
  /** Start of every Redis key; tests use their own. */
  prefix?: string;
}

/**
 * Keys are trimmed and lowercased (addresses are case-insensitive in practice) and hashed, so no
 * email or client address is stored in clear text in Redis.
 */
export function limitKey(key: LimitKey): string {
  const parts = typeof key === "string" ? [key] : key;
  const normal = parts.map((part) => part.trim().toLowerCase()).join("\n");
  return createHash("sha256").update(normal).digest("hex");
}

/** Whole minutes until a refused key may try again (at least 1). */
export function minutesFrom(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 60_000));
}

/** kebab-case of a limit's name, for its Redis prefix: `loginFailAccountClient` → `login-fail-account-client`. */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

type Limiter = RateLimiterMemory | RateLimiterRedis;

export function createRateLimits(options: RateLimitOptions): RateLimits {
  const specs = limitSpecs(options.clientLimit);
  const prefix = options.prefix ?? "vitaal:rl";
  let client: ReturnType<typeof createClient> | null = null;
  let warned = false;
  let firstAttempt: Promise<void> | null = null;
  const limiters = new Map<LimitName, Limiter>();
  const insurance = new Map<LimitName, RateLimiterMemory>();

  /** One connection for all limits, opened on first use. */
  function redis() {
    if (client || !options.redisUrl) return client;
    client = createClient({
      url: options.redisUrl,
      // Commands fail at once while Redis is away, so the insurance limiter answers instead of a
      // request waiting for a reconnect.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 10_000) },
    });
    client.on("error", (error: Error) => {
      if (warned) return;
      warned = true;
      logger.warn(
        { err: { message: error.message } },
        "rate limits: Redis unreachable, each instance now limits on its own until it is back",
      );
    });
    client.on("ready", () => {
      if (warned) logger.info("rate limits: Redis is back, limits are shared again");
      warned = false;
    });
    // The first requests wait for the first connection attempt (not for retries), so a fresh
    // instance does not start counting on its own while Redis is merely still connecting.
    const opening = client;
    firstAttempt = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      timer.unref();
      const settle = () => {
        clearTimeout(timer);
        opening.off("ready", settle);
        opening.off("error", settle);
        resolve();
      };
      opening.once("ready", settle);
      opening.once("error", settle);
    });
    client.connect().catch(() => {
      // Reported by the error listener; the client keeps reconnecting.
    });
    return client;
  }

  async function limiter(name: LimitName): Promise<Limiter> {
    const existing = limiters.get(name);
    if (existing) {
      if (firstAttempt) await firstAttempt;
      return existing;
    }
    const spec = specs[name];
    const keyPrefix = `${prefix}:${kebab(name)}`;
    const store = redis();
    let created: Limiter;
    if (store) {
      // While Redis is away, each instance counts in its own memory instead of failing requests.
      const fallback = new RateLimiterMemory({ ...spec, keyPrefix });
      insurance.set(name, fallback);
      created = new RateLimiterRedis({
        ...spec,
        keyPrefix,
        storeClient: store,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: fallback,
      });
    } else {
      created = new RateLimiterMemory({ ...spec, keyPrefix });
    }
    limiters.set(name, created);
    if (firstAttempt) await firstAttempt;
    return created;
  }

  async function consume(name: LimitName, key: LimitKey): Promise<Verdict> {
    try {
      await (await limiter(name)).consume(limitKey(key));
      return { ok: true };
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        rateLimitRefusals.inc({ limit: kebab(name) });
        return { ok: false, minutes: minutesFrom(error.msBeforeNext) };
      }
      throw error;
    }
  }

  return {
    consume,
    async consumeEach(checks) {
      for (const [name, key] of checks) {
        const verdict = await consume(name, key);
        if (!verdict.ok) return verdict;
      }
      return { ok: true };
    },
    async isBlocked(name, key) {
      const state = await (await limiter(name)).get(limitKey(key));
      if (state && state.consumedPoints >= specs[name].points) {
        rateLimitRefusals.inc({ limit: kebab(name) });
        return { ok: false, minutes: minutesFrom(state.msBeforeNext) };
      }
      return { ok: true };
    },
    async penalize(name, key) {
      await (await limiter(name)).penalty(limitKey(key));
    },
    async refund(name, key) {
      await (await limiter(name)).reward(limitKey(key));
    },
    async clear(name, key) {
      const hashed = limitKey(key);
      await (await limiter(name)).delete(hashed);
      // After an outage the insurance limiter may hold the key too.
      await insurance.get(name)?.delete(hashed);
    },
    async close() {
      const open = client;
      client = null;
      firstAttempt = null;
      limiters.clear();
      insurance.clear();
      if (!open) return;
      // A client still trying to reconnect has nothing to flush: stop it at once.
      if (open.isReady) await open.close().catch(() => open.destroy());
      else if (open.isOpen) open.destroy();
    },
  };
}

let shared: RateLimits | null = null;

function rateLimits(): RateLimits {
  shared ??= createRateLimits({ clientLimit: env().AUTH_CLIENT_LIMIT, redisUrl: env().REDIS_URL });
  return shared;
}

export const consume = (limit: LimitName, key: LimitKey) => rateLimits().consume(limit, key);
export const consumeEach = (checks: ReadonlyArray<readonly [LimitName, LimitKey]>) => rateLimits().consumeEach(checks);
export const isBlocked = (limit: LimitName, key: LimitKey) => rateLimits().isBlocked(limit, key);
export const penalize = (limit: LimitName, key: LimitKey) => rateLimits().penalize(limit, key);
export const refund = (limit: LimitName, key: LimitKey) => rateLimits().refund(limit, key);
export const clear = (limit: LimitName, key: LimitKey) => rateLimits().clear(limit, key);

/** Closes the shared Redis connection at shutdown (server/app.ts `stop()`). */
export async function closeRateLimits(): Promise<void> {
  const current = shared;
  shared = null;
  await current?.close();
}

/** The message of a spent limit, unless the caller names its own (at a field, say). */
const tooManyAttempts: Omit<AppErrorDetail, "values"> = { key: "errors.tooManyAttempts" };

/**
 * Runs the checks in turn and stops at the first refusal, so a refused attempt spends nothing
 * after it: `fail("tooMany")` with the minutes to wait (decision 028).
 */
export async function withinLimits(
  checks: ReadonlyArray<() => Promise<Verdict>>,
  detail: Omit<AppErrorDetail, "values"> = tooManyAttempts,
): Promise<void> {
  for (const check of checks) {
    const verdict = await check();
    if (!verdict.ok) fail("tooMany", { ...detail, values: { minutes: verdict.minutes } });
  }
}

/** Spends one attempt of each limit in turn, or fails with `tooMany` and the minutes of the first one spent. */
export async function spendEach(
  checks: ReadonlyArray<readonly [LimitName, LimitKey]>,
  detail: Omit<AppErrorDetail, "values"> = tooManyAttempts,
): Promise<void> {
  await withinLimits(
    checks.map(
      ([name, key]) =>
        () =>
          consume(name, key),
    ),
    detail,
  );
}
