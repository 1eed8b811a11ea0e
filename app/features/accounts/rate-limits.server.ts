import { env } from "~/utils/env.server";
import { SlidingWindowLimiter } from "~/utils/sliding-window";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Limits on the doors of an account, per account and per client. In memory for one process; a
 * deployment with several instances moves them to Redis.
 */
const perClient = env().AUTH_CLIENT_LIMIT;

export const limits = {
  /** Failed logins per email address: the sixth try within 15 minutes is refused. */
  loginFailuresPerAccount: new SlidingWindowLimiter(5, FIFTEEN_MINUTES),
  /** Login attempts per client address, successful or not. */
  loginPerClient: new SlidingWindowLimiter(perClient, FIFTEEN_MINUTES),
  signupPerClient: new SlidingWindowLimiter(perClient, FIFTEEN_MINUTES),
  resetPerAccount: new SlidingWindowLimiter(3, FIFTEEN_MINUTES),
  resetPerClient: new SlidingWindowLimiter(perClient, FIFTEEN_MINUTES),
  verificationPerAccount: new SlidingWindowLimiter(3, FIFTEEN_MINUTES),
};

/** Whole minutes until a limited key may try again (at least 1). */
export function minutesUntil(limiter: SlidingWindowLimiter, key: string): number {
  return Math.max(1, Math.ceil(limiter.retryAfterMs(key) / 60_000));
}
