import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { accounts, onboarding, type Role, userRoles, users } from "~/db/schema/accounts";

export const DEMO_PASSWORD = "demo-password-1";

export interface DemoAccount {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  locale: "nl" | "en";
}

/** The demo's people (demo data only; never loaded without DEMO_MODE). */
export const demoAccounts: DemoAccount[] = [
  { id: "demo-member", email: "member@example.com", name: "Mila de Vries", roles: ["member"], locale: "nl" },
  { id: "demo-coach", email: "coach@example.com", name: "Daan Bakker", roles: ["coach"], locale: "nl" },
  // A second member and a second coach, so that one person's pages can be tried as another's
  // (an OHRA member, partners.ts; the coach who runs Sanne de Jong's practice, coaches-data.ts).
  { id: "demo-member-2", email: "lotte@example.com", name: "Lotte Jansen", roles: ["member"], locale: "en" },
  { id: "demo-coach-2", email: "coach2@example.com", name: "Sanne de Jong", roles: ["coach"], locale: "en" },
  { id: "demo-admin", email: "admin@example.com", name: "Sara Jansen", roles: ["member", "admin"], locale: "en" },
  {
    id: "demo-partner",
    email: "partner@example.com",
    name: "Noah Visser",
    // Administers Deloitte's program (a partner membership with role admin, partners.ts).
    roles: ["member"],
    locale: "nl",
  },
];

/**
 * Verified accounts with finished onboarding and the demo password, matched on email so a
 * second run changes nothing. Returns how many accounts were new.
 */
export async function upsertAccounts(db: Database, rows: DemoAccount[], password = DEMO_PASSWORD): Promise<number> {
  let inserted = 0;
  // Hashing is slow on purpose: only done when an account is new.
  let hash: string | undefined;
  for (const row of rows) {
    const [created] = await db
      .insert(users)
      .values({ id: row.id, email: row.email, name: row.name, emailVerified: true, locale: row.locale })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) continue;
    inserted++;
    hash ??= await hashPassword(password);
    await db.insert(accounts).values({
      id: `${row.id}-credential`,
      accountId: row.id,
      providerId: "credential",
      userId: row.id,
      password: hash,
    });
    // A partner's administrator may hold no platform role at all.
    if (row.roles.length > 0) await db.insert(userRoles).values(row.roles.map((role) => ({ userId: row.id, role })));
    await db.insert(onboarding).values({
      userId: row.id,
      profileDoneAt: sql`now()`,
      termsVersion: 1,
      termsAcceptedAt: sql`now()`,
      appDoneAt: sql`now()`,
      vitascanDoneAt: sql`now()`,
    });
  }
  return inserted;
}
