import { eq, like, or } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";

// The practice of someone who accepted an invitation to coach (`features/admin/invitations.server.ts`
// runs the acceptance): made unpublished, under a slug of their name, in the caller's transaction.

/** What the invited coach wrote about their practice when accepting. */
export type InvitedPractice = Required<
  Pick<
    typeof coaches.$inferInsert,
    "name" | "headlineNl" | "headlineEn" | "bioNl" | "bioEn" | "specialties" | "languages" | "modes" | "city"
  >
>;

/** The practice an account has already, or null. */
export async function practiceOfAccount(tx: Database, userId: string): Promise<{ id: string } | null> {
  const [practice] = await tx.select({ id: coaches.id }).from(coaches).where(eq(coaches.userId, userId));
  return practice ?? null;
}

/** A slug for the practice from the name: "Eva de Wit" is eva-de-wit, then eva-de-wit-2, … */
export async function freePracticeSlug(tx: Database, name: string): Promise<string> {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "coach";
  const taken = new Set(
    (
      await tx
        .select({ slug: coaches.slug })
        .from(coaches)
        .where(or(eq(coaches.slug, base), like(coaches.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Opens the account's practice, unpublished; its id. */
export async function openInvitedPractice(tx: Database, userId: string, practice: InvitedPractice): Promise<string> {
  const [row] = await tx
    .insert(coaches)
    .values({ userId, slug: await freePracticeSlug(tx, practice.name), published: false, ...practice })
    .returning({ id: coaches.id });
  if (!row) throw new Error("The practice was not created");
  return row.id;
}
