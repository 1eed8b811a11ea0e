import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { accounts, onboarding, type Role, sessions, userRoles, users } from "~/db/schema/accounts";

// What others may change of an account, as the accounts domain writes it: its roles, whether it
// may log in, its sessions, and the account an invitation makes. The back office decides and
// records (`features/admin/people.server.ts`, `invitations.server.ts`); these take its transaction.

/** Gives the account a role (a role it has already stays as it is). */
export async function grantRole(tx: Database, userId: string, role: Role): Promise<void> {
  await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(tx: Database, userId: string, role: Role): Promise<void> {
  await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/** Refuses or allows the account's logins from now on (`at` null allows them again). */
export async function setDeactivated(tx: Database, userId: string, at: Date | null, now: Date): Promise<void> {
  await tx.update(users).set({ deactivatedAt: at, updatedAt: now }).where(eq(users.id, userId));
}

/** Ends every session of the account; how many there were. */
export async function endSessions(tx: Database, userId: string): Promise<number> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** A new account whose address is known to work (a mail to it was answered); its id. */
export async function createVerifiedAccount(
  tx: Database,
  person: { email: string; name: string; locale: string },
  now: Date,
): Promise<string> {
  const userId = randomUUID();
  await tx.insert(users).values({ id: userId, ...person, emailVerified: true, createdAt: now, updatedAt: now });
  await tx.insert(onboarding).values({ userId });
  return userId;
}

/** An existing account's name, and its address marked as verified. */
export async function confirmAccount(tx: Database, userId: string, name: string, now: Date): Promise<void> {
  await tx.update(users).set({ name, emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
}

/** Sets the account's password, hashed as better-auth hashes it. */
export async function setPasswordHash(tx: Database, userId: string, passwordHash: string, now: Date): Promise<void> {
  await tx
    .insert(accounts)
    .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash })
    .onConflictDoUpdate({
      target: [accounts.userId, accounts.providerId],
      set: { password: passwordHash, updatedAt: now },
    });
}

/** A session for the account, as better-auth makes one (the caller signs its token into the cookie). */
export async function startSession(
  tx: Database,
  userId: string,
  token: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await tx.insert(sessions).values({ id: randomUUID(), token, userId, expiresAt, createdAt: now, updatedAt: now });
}
