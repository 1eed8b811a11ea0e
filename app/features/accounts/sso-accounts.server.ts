import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { accounts, onboarding, sessions, userRoles, users, verifications } from "~/db/schema/accounts";
import type { Language } from "~/utils/i18n/config";

// The accounts' side of single sign-on (decision 012): the writes that create an account for an
// organisation's login, bind an identity to one, and take over an account nobody confirmed. The
// linking policy itself (who may be attached to what) is the partners' (`partners/sso.server.ts`),
// which calls these in its transaction.

/** A new member's account for a provider-verified address, its onboarding still to do; its id. */
export async function createSsoAccount(
  tx: Database,
  input: { email: string; name: string | null; lng: Language },
): Promise<string> {
  const id = randomUUID();
  const { email } = input;
  await tx.insert(users).values({
    id,
    email,
    name: input.name ?? email.slice(0, email.indexOf("@")),
    emailVerified: true,
    locale: input.lng,
  });
  await tx.insert(userRoles).values({ userId: id, role: "member" });
  await tx.insert(onboarding).values({ userId: id });
  return id;
}

/** Binds an identity (the provider's `sub` at `providerId`) to the account as a login method. */
export async function bindIdentity(tx: Database, identity: { userId: string; providerId: string; sub: string }) {
  const { userId, providerId, sub } = identity;
  await tx.insert(accounts).values({ id: randomUUID(), accountId: sub, providerId, userId });
}

/**
 * An account made beforehand under an address nobody confirmed (possibly by someone else, waiting
 * for the real owner: pre-hijacking), taken over by the address's owner arriving through
 * `providerId`: every other login method, every session and every pending token goes, and the
 * address counts as confirmed. The caller closes the sessions' call sockets once it commits.
 */
export async function takeOverUnconfirmedAccount(
  tx: Database,
  userId: string,
  arriving: { providerId: string; name: string | null; now: Date },
): Promise<void> {
  await tx.delete(accounts).where(and(eq(accounts.userId, userId), ne(accounts.providerId, arriving.providerId)));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(verifications).where(eq(verifications.value, userId));
  await tx
    .update(users)
    .set({ emailVerified: true, ...(arriving.name ? { name: arriving.name } : {}), updatedAt: arriving.now })
    .where(eq(users.id, userId));
}

/** Removes one login method of the account (an organisation's identity). */
export async function removeIdentity(db: Database, userId: string, providerId: string): Promise<void> {
  await db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
}
