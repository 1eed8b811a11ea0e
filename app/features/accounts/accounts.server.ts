import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { accounts, onboarding, sessions, users } from "~/db/schema/accounts";
import { queueMail } from "~/features/email/queue.server";
import { signupAttempt } from "~/features/email/templates.server";
import { fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import type { Language } from "~/utils/i18n/config";
import { addressOwner, pendingDeletion } from "./account-changes.server";
import { getAuth } from "./auth.server";
import type { OnboardingState, OnboardingStep } from "./onboarding";
import { clear, consume, isBlocked, penalize, refund, spendEach, withinLimits } from "./rate-limits.server";

/** What a use-case that sets cookies answers; a refusal is thrown as a coded error (decision 028). */
export type Success = { ok: true; headers: Headers };

/** better-auth reports failures as errors with a `body.code`; we only need the code. */
export function errorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === "string" ? body.code : undefined;
}

/** Copies the Set-Cookie headers of an auth call into the response headers of a route. */
export function cookieHeaders(from: Headers | null | undefined): Headers {
  const headers = new Headers();
  for (const cookie of from?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * Logs in with the address and password: the new session's cookies, or a coded error: `tooMany`
 * with the minutes to wait, or `invalid`: the same for an unknown address as for a wrong
 * password, and its own message for a deactivated account (told only to someone who knows its
 * password).
 */
export async function signIn(
  request: Request,
  input: { email: string; password: string },
  clientIp: string,
): Promise<Success> {
  // Failures count per account and client together, and per client: someone guessing elsewhere
  // never locks the account's owner out (docs/decisions/016-rate-limits.md).
  const accountClient = [input.email, clientIp] as const;
  await withinLimits([
    () => isBlocked("loginFailAccountClient", accountClient),
    () => isBlocked("loginFailClient", clientIp),
    () => consume("loginClient", clientIp),
  ]);
  const failed = async (): Promise<never> => {
    await Promise.all([penalize("loginFailAccountClient", accountClient), penalize("loginFailClient", clientIp)]);
    fail("invalid", { key: "errors.invalidCredentials" });
  };
  // A deactivated account gets no session. Only someone who knows its password learns that it
  // is deactivated; anyone else hears what a wrong password hears.
  if (await isDeactivated(input.email)) {
    if (!(await passwordMatches(input.email, input.password))) return failed();
    // Closed by its owner and waiting to be deleted: the mail about it has the way back.
    if (await pendingDeletion(await getDb(), input.email)) fail("invalid", { key: "errors.deletionPending" });
    fail("invalid", { key: "errors.deactivated" });
  }
  const auth = await getAuth();
  try {
    const result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    // A login that succeeds gives back its attempt: only tries that fail add up per client.
    await Promise.all([clear("loginFailAccountClient", accountClient), refund("loginClient", clientIp)]);
    return { ok: true, headers: cookieHeaders(result.headers) };
  } catch (error) {
    if (errorCode(error) === "INVALID_EMAIL_OR_PASSWORD") return failed();
    throw error;
  }
}

async function isDeactivated(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return Boolean(row?.deactivatedAt);
}

/** Checks a password against the account's stored hash without logging anyone in. */
async function passwordMatches(email: string, password: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email.toLowerCase()), eq(accounts.providerId, "credential")));
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password }).catch(() => false);
}

/**
 * Signs up, answering the same whether or not the address has an account (or is held for one
 * that just moved away from it, see `addressOwner`): nobody is logged in, and a mail goes to the
 * address either way. A new address gets its account and the confirmation link; a known one gets
 * a note for its owner (someone tried to sign up; log in or choose a new password). Both paths
 * hash the password, so neither answers faster. `userId` is the new account's, when one was made.
 */
export async function signUp(
  request: Request,
  input: { name: string; email: string; password: string; lng: Language; timeZone: string },
  clientIp: string,
  now = new Date(),
): Promise<{ ok: true; userId: string | null }> {
  // Each sign-up may mail its address, so the address is limited too, not only the client.
  await spendEach([
    ["signupClient", clientIp],
    ["signupAddress", input.email],
    ["signupAddressDaily", input.email],
  ]);
  const db = await getDb();
  const owner = await addressOwner(db, input.email, now);
  if (owner) {
    await tellOwner(db, owner, input.email, now);
    return { ok: true, userId: null };
  }
  const auth = await getAuth();
  try {
    const result = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        locale: input.lng,
        timeZone: input.timeZone,
        callbackURL: `/${input.lng}/verify-email`,
      },
      headers: request.headers,
    });
    // better-auth logs a new account in (autoSignIn); a known address cannot be, so neither is
    // this one: its session goes, and the person logs in like anyone else.
    if (result.token) await db.delete(sessions).where(eq(sessions.token, result.token));
    return { ok: true, userId: result.user.id };
  } catch (error) {
    const code = errorCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      // Signed up a moment ago by someone else: now it is a known address.
      const taken = await addressOwner(db, input.email, now);
      if (taken) await tellOwner(db, taken, input.email, now);
      return { ok: true, userId: null };
    }
    throw error;
  }

  async function tellOwner(db: Database, owner: { name: string; locale: string }, email: string, at: Date) {
    // The work a new account's password costs, so the answer takes as long.
    await hashPassword(input.password);
    const lng: Language = owner.locale === "en" ? "en" : "nl";
    const origin = siteOrigin(env(), request);
    await queueMail(
      db,
      {
        to: email,
        ...signupAttempt({
          lng,
          name: owner.name,
          url: `${origin}/${lng}/login`,
          resetUrl: `${origin}/${lng}/forgot-password`,
        }),
      },
      at,
    );
  }
}

export async function signOut(request: Request): Promise<Headers> {
  const auth = await getAuth();
  try {
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return cookieHeaders(result.headers);
  } catch {
    // Already logged out: nothing to end.
    return new Headers();
  }
}

/** Always answers the same, whether or not the address has an account; `tooMany` past the limits. */
export async function requestPasswordReset(email: string, lng: Language, clientIp: string): Promise<void> {
  await spendEach([
    ["resetClient", clientIp],
    ["resetAddress", email],
  ]);
  const auth = await getAuth();
  await auth.api.requestPasswordReset({ body: { email, redirectTo: `/${lng}/reset-password` } });
}

/** Sets the new password; a used or expired link is `invalid`, the form's problem, not the password's. */
export async function resetPassword(token: string, password: string): Promise<void> {
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (errorCode(error) === "INVALID_TOKEN") fail("invalid", { key: "errors.tokenInvalid" });
    throw error;
  }
}

/**
 * Sends the verification link again. Limited per account (shared with the back office's resend)
 * and, when the caller passes it, per client address.
 */
export async function resendVerification(
  user: { id: string; email: string },
  lng: Language,
  clientIp?: string,
): Promise<void> {
  await spendEach([
    ...(clientIp === undefined ? [] : [["verificationClient", clientIp] as const]),
    ["verificationAccount", user.id],
  ]);
  const auth = await getAuth();
  await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: `/${lng}/verify-email` } });
}

export async function getOnboarding(userId: string): Promise<OnboardingState | null> {
  const db = await getDb();
  const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
  return row ?? null;
}

/** Marks an onboarding step done (and stores what the step asked for). */
export async function completeStep(
  userId: string,
  step: OnboardingStep,
  details: { name?: string; timeZone?: string; locale?: Language; termsVersion?: number } = {},
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (step === "profile") {
      await tx
        .update(users)
        .set({ name: details.name, timeZone: details.timeZone, locale: details.locale, updatedAt: now })
        .where(eq(users.id, userId));
    }
    const stamp =
      step === "profile"
        ? { profileDoneAt: now }
        : step === "terms"
          ? { termsVersion: details.termsVersion, termsAcceptedAt: now }
          : step === "theapp"
            ? { appDoneAt: now }
            : { vitascanDoneAt: now };
    await tx
      .insert(onboarding)
      .values({ userId, ...stamp })
      .onConflictDoUpdate({ target: onboarding.userId, set: stamp });
  });
}
