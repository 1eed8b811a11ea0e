import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coachDateOverrides, coaches, coachVacations, coachWeeklyHours } from "~/db/schema/coaching";
import { type Actor, recordAudit } from "~/features/admin/audit.server";
import type { MinuteRange } from "./hours";
import { queueNextFree } from "./next-free.server";
import type { PracticeRules } from "./practice-rules";
import { invalidateCoachViews } from "./view-cache.server";

// A coach's own settings: hours, exceptions, rules and profile. Callers have checked that the
// coach is the logged-in person's own.

export async function readPractice(db: Database, coachId: string, today: string) {
  const [weekly, overrides, vacations] = await Promise.all([
    db
      .select()
      .from(coachWeeklyHours)
      .where(eq(coachWeeklyHours.coachId, coachId))
      .orderBy(asc(coachWeeklyHours.weekday), asc(coachWeeklyHours.startMinute)),
    db
      .select()
      .from(coachDateOverrides)
      .where(and(eq(coachDateOverrides.coachId, coachId), gte(coachDateOverrides.date, today)))
      .orderBy(asc(coachDateOverrides.date), asc(coachDateOverrides.startMinute)),
    db
      .select()
      .from(coachVacations)
      .where(and(eq(coachVacations.coachId, coachId), gte(coachVacations.toDate, today)))
      .orderBy(asc(coachVacations.fromDate)),
  ]);
  return { weekly, overrides, vacations };
}

/** Replaces the weekly hours (all seven days at once). */
export async function saveWeeklyHours(db: Database, coachId: string, days: Map<number, MinuteRange[]>) {
  await db.transaction(async (tx) => {
    await tx.delete(coachWeeklyHours).where(eq(coachWeeklyHours.coachId, coachId));
    const rows = [...days].flatMap(([weekday, ranges]) =>
      ranges.map((range) => ({ coachId, weekday, startMinute: range.start, endMinute: range.end })),
    );
    if (rows.length > 0) await tx.insert(coachWeeklyHours).values(rows);
    await queueNextFree(tx, coachId);
  });
  invalidateCoachViews();
}

/** Sets one date's hours (none: a day off), replacing what that date had. */
export async function saveOverride(db: Database, coachId: string, date: string, ranges: MinuteRange[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(coachDateOverrides)
      .where(and(eq(coachDateOverrides.coachId, coachId), eq(coachDateOverrides.date, date)));
    await tx
      .insert(coachDateOverrides)
      .values(
        ranges.length > 0
          ? ranges.map((range) => ({ coachId, date, startMinute: range.start, endMinute: range.end }))
          : [{ coachId, date, startMinute: null, endMinute: null }],
      );
    await queueNextFree(tx, coachId);
  });
  invalidateCoachViews();
}

export async function removeOverride(db: Database, coachId: string, date: string) {
  await db.transaction(async (tx) => {
    await tx
      .delete(coachDateOverrides)
      .where(and(eq(coachDateOverrides.coachId, coachId), eq(coachDateOverrides.date, date)));
    await queueNextFree(tx, coachId);
  });
  invalidateCoachViews();
}

export async function addVacation(db: Database, coachId: string, from: string, to: string) {
  await db.transaction(async (tx) => {
    await tx.insert(coachVacations).values({ coachId, fromDate: from, toDate: to });
    await queueNextFree(tx, coachId);
  });
  invalidateCoachViews();
}

export async function removeVacation(db: Database, coachId: string, id: string) {
  await db.transaction(async (tx) => {
    await tx.delete(coachVacations).where(and(eq(coachVacations.coachId, coachId), eq(coachVacations.id, id)));
    await queueNextFree(tx, coachId);
  });
  invalidateCoachViews();
}

export async function saveRules(db: Database, coachId: string, rules: PracticeRules) {
  await db.transaction(async (tx) => {
    await tx.update(coaches).set(rules).where(eq(coaches.id, coachId));
    await queueNextFree(tx, coachId);
  });
  invalidateCoachViews();
}

export interface ProfileChanges {
  name: string;
  headlineNl: string;
  headlineEn: string;
  bioNl: string;
  bioEn: string;
  specialties: string[];
  languages: string[];
  modes: string[];
  city: string | null;
  published: boolean;
  /** "I usually reply within N working days" (null: not said); left as it is when absent. */
  replyWithinDays?: number | null;
}

/**
 * Saves the coach's own profile. Under an administrator's hold the page cannot be published:
 * asking for it refuses the whole form ("held") and changes nothing; the rest of the profile
 * stays editable. A change of publication is written to the audit log beside the
 * administrators' changes to the same page. The row is locked, so a hold placed meanwhile wins
 * (and `coaches_held_unpublished` would refuse the row anyway).
 */
export async function saveProfile(
  db: Database,
  actor: Actor,
  coachId: string,
  changes: ProfileChanges,
  photo: { set: Uint8Array } | { remove: true } | null,
): Promise<"saved" | "held" | "not-found"> {
  const outcome = await db.transaction(async (transaction): Promise<"saved" | "held" | "not-found"> => {
    const tx = transaction as unknown as Database;
    const [before] = await tx
      .select({ published: coaches.published, heldAt: coaches.heldAt })
      .from(coaches)
      .where(eq(coaches.id, coachId))
      .for("update");
    if (!before) return "not-found";
    if (changes.published && before.heldAt) return "held";
    await tx
      .update(coaches)
      .set({
        ...changes,
        ...(photo && "set" in photo ? { photo: photo.set, photoVersion: sql`${coaches.photoVersion} + 1` } : {}),
        ...(photo && "remove" in photo ? { photo: null } : {}),
      })
      .where(eq(coaches.id, coachId));
    if (before.published !== changes.published) {
      await recordAudit(tx, {
        actor,
        action: changes.published ? "publish" : "unpublish",
        entity: "coach",
        entityId: coachId,
        before: { published: before.published },
        after: { published: changes.published },
      });
      // The sweep passes unpublished practices by: computed afresh when it shows again.
      await queueNextFree(tx, coachId);
    }
    return "saved";
  });
  if (outcome === "saved") invalidateCoachViews();
  return outcome;
}
