import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { partnerMemberships } from "~/db/schema/partners";

// Who administers a partner, as the partners domain writes it; the back office decides and records
// it (`features/admin/people.server.ts`) in the transaction these take.

/** Makes the account an administrator of the partner, a member first when it was none. */
export async function makePartnerAdmin(tx: Database, partnerId: string, userId: string): Promise<void> {
  await tx
    .insert(partnerMemberships)
    .values({ partnerId, userId, role: "admin" })
    .onConflictDoUpdate({ target: [partnerMemberships.partnerId, partnerMemberships.userId], set: { role: "admin" } });
}

/** The partner's administrator a member again (the membership stays). */
export async function revokePartnerAdmin(tx: Database, partnerId: string, userId: string): Promise<void> {
  await tx
    .update(partnerMemberships)
    .set({ role: "member" })
    .where(and(eq(partnerMemberships.partnerId, partnerId), eq(partnerMemberships.userId, userId)));
}
