import { and, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { sessions, users } from "~/db/schema/accounts";
import type { Language } from "~/features/i18n/config";
import { kickJobs } from "~/features/jobs/registry.server";
import { cookieHeaders, errorCode, type Failure, type Success } from "./accounts.server";
import { getAuth } from "./auth.server";
import { collectPersonalData, erasePersonalData, type PersonalData } from "./personal-data.server";
import { consumeEach, type Verdict } from "./rate-limits.server";
import { sessionCookieNames } from "./session.server";

export async function updateProfile(userId: string, input: { name: string; timeZone: string; locale: Language }) {
  const db = await getDb();
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Changes the password and ends every other session; this device gets a fresh session. */
export async function changePassword(
  request: Request,
  input: { currentPassword: string; newPassword: string },
): Promise<Success | Failure> {
  const auth = await getAuth();
  try {
    const result = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(result.headers) };
  } catch (error) {
    if (errorCode(error) === "INVALID_PASSWORD")
      return { ok: false, error: "account.wrongPassword", field: "currentPassword" };
    throw error;
  }
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
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
}

/** Everything kept about the account, for the person's own download (GDPR art. 15 and 20). */
export async function exportAccount(userId: string, now = new Date()): Promise<PersonalData> {
  return collectPersonalData(await getDb(), userId, now);
}

/**
 * Deletes the account after the password is confirmed, with what it leaves behind (see
 * `erasePersonalData`): upcoming sessions are cancelled with the coach informed, places at events
 * go to the next on each waitlist, and the coaching sessions that took place stay in the coach's
 * agenda without the person.
 */
export async function deleteAccount(request: Request, userId: string, password: string): Promise<Success | Failure> {
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (error) {
    if (errorCode(error) === "INVALID_PASSWORD")
      return { ok: false, error: "account.wrongPassword", field: "deletePassword" };
    throw error;
  }
  const erased = await erasePersonalData(await getDb(), userId, new Date());
  // The coaches' cancellation mail and the waitlists' promotions go out now.
  if (erased && (erased.cancelled > 0 || erased.released > 0)) kickJobs();
  const headers = new Headers();
  // The session cookie now names nothing; clear it.
  for (const name of sessionCookieNames) {
    headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure") ? "; Secure" : ""}`,
    );
  }
  return { ok: true, headers };
}

/**
 * Sends a confirmation link to the new address; the address changes when it is opened. An address
 * that belongs to another account gets the same answer, so nobody learns who has an account.
 */
export async function requestEmailChange(
  request: Request,
  newEmail: string,
  lng: Language,
  clientIp: string,
): Promise<Verdict> {
  // Each request mails the new address: limited per client and per address it would mail.
  const allowed = await consumeEach([
    ["emailChangeClient", clientIp],
    ["emailChangeAddress", newEmail],
  ]);
  if (!allowed.ok) return allowed;
  const auth = await getAuth();
  await auth.api.changeEmail({ body: { newEmail, callbackURL: `/${lng}/verify-email` }, headers: request.headers });
  return { ok: true };
}
