import { verifyPassword } from "better-auth/crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { accounts, sessions, users } from "~/db/schema/accounts";
import { endSessionSockets } from "~/features/calls/hub.server";
import { fail } from "~/utils/app-error";
import { requestEmailChange as requestChangeOfAddress, requestDeletion } from "./account-changes.server";
import { cookieHeaders, errorCode, type Success } from "./accounts.server";
import { getAuth } from "./auth.server";
import { collectPersonalData, type PersonalData } from "./personal-data.server";
import { clear, isBlocked, penalize, spendEach, withinLimits } from "./rate-limits.server";
import { type CurrentUser, sessionCookieNames } from "./session.server";

/**
 * An account without a password (it logs in through its organisation) confirms a change of
 * address or a deletion by having logged in there within this many minutes: its sessions come
 * from that login alone, so a session this young is one (docs/decisions/024).
 */
export const FRESH_SSO_MINUTES = 10;

export async function updateProfile(userId: string, input: { name: string; timeZone: string; locale: "nl" | "en" }) {
  const db = await getDb();
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The account's password hash, or null when it has none (it logs in through an organisation). */
async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.hash ?? null;
}

/**
 * How the person confirms a change on the account page: with the password, or (an account
 * without one) by a login through its organisation of at most FRESH_SSO_MINUTES ago; then
 * `freshUntil` says until when the current session counts as that.
 */
export async function identityCheck(
  user: Pick<CurrentUser, "id" | "sessionId">,
  now = new Date(),
): Promise<{ password: true } | { password: false; freshUntil: Date | null }> {
  const db = await getDb();
  if ((await passwordHashOf(db, user.id)) !== null) return { password: true };
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, user.sessionId), eq(sessions.userId, user.id)));
  const freshUntil = session ? new Date(session.createdAt.getTime() + FRESH_SSO_MINUTES * 60_000) : null;
  return { password: false, freshUntil: freshUntil && freshUntil > now ? freshUntil : null };
}

/**
 * A current password typed on the account page (in `field`), checked under the same limits as a
 * login's (docs/decisions/016 and 024): at most 5 wrong per account in 15 minutes, whatever the
 * client, and the client's wrong passwords count with its wrong logins (50 a day). A refused
 * attempt is not checked at all (`tooMany` with the minutes); a wrong one is `invalid` at the
 * field; a right password is never counted and clears the account's count.
 */
async function limitedPasswordCheck(
  user: { id: string; field: string },
  clientIp: string,
  matches: () => Promise<boolean>,
): Promise<void> {
  await withinLimits([() => isBlocked("reauthFailAccount", user.id), () => isBlocked("loginFailClient", clientIp)], {
    fields: { [user.field]: "errors.tooManyAttempts" },
  });
  if (!(await matches())) {
    await Promise.all([penalize("reauthFailAccount", user.id), penalize("loginFailClient", clientIp)]);
    fail("invalid", { fields: { [user.field]: "account.wrongPassword" } });
  }
  await clear("reauthFailAccount", user.id);
}

/**
 * Confirms that the person at the keyboard is the account's owner before a change of address or a
 * deletion: the current password typed in `field` (limited, see `limitedPasswordCheck`), or for
 * an account without one a fresh login through its organisation: `refused` (403, answered at the
 * form with the way to get one) otherwise.
 */
export async function confirmIdentity(
  user: Pick<CurrentUser, "id" | "sessionId">,
  typed: { password: string | undefined; field: string },
  clientIp: string,
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const hash = await passwordHashOf(db, user.id);
  if (hash === null) {
    const check = await identityCheck(user, now);
    if (!check.password && check.freshUntil) return;
    fail("refused", { key: "account.reauthRequired" });
  }
  const { password, field } = typed;
  if (!password) fail("invalid", { fields: { [field]: "errors.required" } });
  await limitedPasswordCheck({ id: user.id, field }, clientIp, () =>
    verifyPassword({ hash, password }).catch(() => false),
  );
}

/**
 * Changes the password and ends every other session; this device gets a fresh session. The
 * current password is checked by better-auth, under the account page's limits; an account without
 * a password has none to change (`refused`).
 */
export async function changePassword(
  request: Request,
  user: Pick<CurrentUser, "id">,
  input: { currentPassword: string; newPassword: string },
  clientIp: string,
): Promise<Success> {
  const db = await getDb();
  if ((await passwordHashOf(db, user.id)) === null) {
    fail("refused", { fields: { currentPassword: "account.noPassword" } });
  }
  const auth = await getAuth();
  let headers = new Headers();
  await limitedPasswordCheck({ id: user.id, field: "currentPassword" }, clientIp, async () => {
    try {
      const result = await auth.api.changePassword({
        body: { ...input, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      });
      headers = cookieHeaders(result.headers);
      return true;
    } catch (error) {
      if (errorCode(error) === "INVALID_PASSWORD") return false;
      throw error;
    }
  });
  return { ok: true, headers };
}

/** The account's sessions, newest first; never their tokens. */
export async function listSessions(userId: string) {
  const db = await getDb();
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export async function endOtherSessions(userId: string, currentSessionId: string): Promise<void> {
  const db = await getDb();
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  // Their call sockets close too, on every instance.
  if (ended.length > 0) await endSessionSockets({ userId, sessionIds: ended.map((row) => row.id) });
}

/** Everything kept about the account, for the person's own download (GDPR art. 15 and 20). */
export async function exportAccount(userId: string, now = new Date()): Promise<PersonalData> {
  return collectPersonalData(await getDb(), userId, now);
}

/**
 * Sends a confirmation link to the new address (the identity was confirmed before) and tells the
 * current address, with a link that undoes the change for 7 days. An address that belongs to
 * another account gets the same answer, so nobody learns who has an account. Limited per client
 * and per address it would mail (`tooMany` at the address).
 */
export async function requestEmailChange(
  user: Pick<CurrentUser, "id" | "name" | "email" | "locale" | "timeZone">,
  newEmail: string,
  clientIp: string,
  now = new Date(),
): Promise<void> {
  await spendEach(
    [
      ["emailChangeClient", clientIp],
      ["emailChangeAddress", newEmail],
    ],
    { fields: { email: "errors.tooManyAttempts" } },
  );
  await requestChangeOfAddress(await getDb(), user, newEmail, now);
}

/**
 * Closes the account for deletion (the identity was confirmed before): every session ends now and
 * the account is erased in 7 days unless the link mailed to its address is used (see
 * `requestDeletion`). Answers the headers that clear this browser's session cookie, and the date.
 */
export async function deleteAccount(
  user: Pick<CurrentUser, "id" | "name" | "email" | "locale" | "timeZone">,
  now = new Date(),
): Promise<{ headers: Headers; due: Date }> {
  const requested = await requestDeletion(await getDb(), user, now);
  const headers = new Headers();
  // The session cookie now names nothing; clear it.
  for (const name of sessionCookieNames) {
    headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure") ? "; Secure" : ""}`,
    );
  }
  return { headers, due: requested.due };
}
