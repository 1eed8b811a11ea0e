import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coachInvitations } from "~/db/schema/admin";

/**
 * The invitations to coach that became the account, erased with it (in the caller's transaction),
 * before the account row goes: its foreign key would only set the link null. Those the person
 * sent as an administrator stay, their inviter set null by the key.
 */
export async function eraseInvitationsOf(tx: Database, userId: string): Promise<void> {
  await tx.delete(coachInvitations).where(eq(coachInvitations.userId, userId));
}

/** The invitations to coach addressed to an erased account's address. */
export async function eraseInvitationsTo(tx: Database, email: string): Promise<void> {
  await tx.delete(coachInvitations).where(eq(coachInvitations.email, email.toLowerCase()));
}
