import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { loadAvailability, nextFreeSlot } from "~/features/coaching/availability.server";
import { invalidateCoachViews } from "~/features/coaching/view-cache.server";
import { type Actor, recordAudit } from "./audit.server";

// The back office's view of the coaches: every practice with its account, whether the directory
// shows it, its figures and its next free slot, and publishing. Months and years are those of
// the platform's zone, whatever the server's.

export const COACHES_PAGE_SIZE = 25;
const ZONE = "Europe/Amsterdam";

export interface CoachFigures {
  /** Sessions (not cancelled) that start this month and this year. */
  month: number;
  year: number;
  /** This year: completed, no-shows, and cancellations by the member and by the coach. */
  completed: number;
  noShows: number;
  cancelledByMember: number;
  cancelledByCoach: number;
}

const emptyFigures: CoachFigures = {
  month: 0,
  year: 0,
  completed: 0,
  noShows: 0,
  cancelledByMember: 0,
  cancelledByCoach: 0,
};

/** The figures of several coaches in one query. */
export async function coachFigures(db: Database, coachIds: string[], now: Date): Promise<Map<string, CoachFigures>> {
  const result = new Map<string, CoachFigures>(coachIds.map((id) => [id, { ...emptyFigures }]));
  if (coachIds.length === 0) return result;
  const at = now.toISOString();
  const monthStart = sql`(date_trunc('month', ${at}::timestamptz at time zone ${ZONE}) at time zone ${ZONE})`;
  const yearStart = sql`(date_trunc('year', ${at}::timestamptz at time zone ${ZONE}) at time zone ${ZONE})`;
  const monthEnd = sql`((date_trunc('month', ${at}::timestamptz at time zone ${ZONE}) + interval '1 month') at time zone ${ZONE})`;
  const yearEnd = sql`((date_trunc('year', ${at}::timestamptz at time zone ${ZONE}) + interval '1 year') at time zone ${ZONE})`;
  const live = sql`${appointments.status} <> 'cancelled'`;
  const inMonth = sql`${appointments.startsAt} >= ${monthStart} and ${appointments.startsAt} < ${monthEnd}`;
  const inYear = sql`${appointments.startsAt} >= ${yearStart} and ${appointments.startsAt} < ${yearEnd}`;
  const rows = await db
    .select({
      coachId: appointments.coachId,
      month: sql<number>`(count(*) filter (where ${live} and ${inMonth}))::int`,
      year: sql<number>`(count(*) filter (where ${live} and ${inYear}))::int`,
      completed: sql<number>`(count(*) filter (where ${appointments.status} = 'completed' and ${inYear}))::int`,
      noShows: sql<number>`(count(*) filter (where ${appointments.status} = 'no_show' and ${inYear}))::int`,
      cancelledByMember: sql<number>`(count(*) filter (where ${appointments.status} = 'cancelled' and ${appointments.cancelledBy} = 'member' and ${inYear}))::int`,
      cancelledByCoach: sql<number>`(count(*) filter (where ${appointments.status} = 'cancelled' and ${appointments.cancelledBy} = 'coach' and ${inYear}))::int`,
    })
    .from(appointments)
    .where(inArray(appointments.coachId, coachIds))
    .groupBy(appointments.coachId);
  for (const row of rows) {
    result.set(row.coachId, {
      month: Number(row.month),
      year: Number(row.year),
      completed: Number(row.completed),
      noShows: Number(row.noShows),
      cancelledByMember: Number(row.cancelledByMember),
      cancelledByCoach: Number(row.cancelledByCoach),
    });
  }
  return result;
}

const listed = {
  id: coaches.id,
  slug: coaches.slug,
  name: coaches.name,
  published: coaches.published,
  userId: coaches.userId,
  email: users.email,
  timeZone: coaches.timeZone,
  bufferMinutes: coaches.bufferMinutes,
  minimumNoticeMinutes: coaches.minimumNoticeMinutes,
  windowDays: coaches.windowDays,
  gridMinutes: coaches.gridMinutes,
  maxPerDay: coaches.maxPerDay,
};

interface ListedRow {
  id: string;
  slug: string;
  name: string;
  published: boolean;
  userId: string | null;
  email: string | null;
  timeZone: string;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  windowDays: number;
  gridMinutes: number;
  maxPerDay: number;
}

/** Figures and the first free intake slot, for the rows shown only (the slot engine is not cheap). */
async function withFigures(db: Database, rows: ListedRow[], now: Date) {
  const ids = rows.map((row) => row.id);
  const [figures, availability] = await Promise.all([coachFigures(db, ids, now), loadAvailability(db, rows, now)]);
  return rows.map((row) => {
    const loaded = availability.get(row.id);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      published: row.published,
      userId: row.userId,
      email: row.email,
      figures: figures.get(row.id) ?? { ...emptyFigures },
      nextSlot: loaded ? (nextFreeSlot(loaded, "intake", now)?.start.toISOString() ?? null) : null,
    };
  });
}

export type AdminCoach = Awaited<ReturnType<typeof withFigures>>[number];

/** Every practice, by name, a page at a time. */
export async function listCoaches(db: Database, page: number, now: Date) {
  const [counted] = await db.select({ n: count() }).from(coaches);
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / COACHES_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db
    .select(listed)
    .from(coaches)
    .leftJoin(users, eq(users.id, coaches.userId))
    .orderBy(asc(coaches.name), asc(coaches.id))
    .limit(COACHES_PAGE_SIZE)
    .offset((current - 1) * COACHES_PAGE_SIZE);
  return { coaches: await withFigures(db, rows, now), total, page: current, pages };
}

/** One practice with its figures, or null. */
export async function adminCoach(db: Database, id: string, now: Date): Promise<AdminCoach | null> {
  const rows = await db
    .select(listed)
    .from(coaches)
    .leftJoin(users, eq(users.id, coaches.userId))
    .where(eq(coaches.id, id));
  if (rows.length === 0) return null;
  return (await withFigures(db, rows, now))[0] ?? null;
}

export type PublishOutcome = "done" | "unchanged" | "not-found" | "incomplete";

/**
 * Shows or hides a practice in the directory. A practice without a headline and biography in
 * both languages is not published (its page would be empty). The directory's cache is emptied.
 */
export async function setPublished(
  db: Database,
  actor: Actor,
  id: string,
  published: boolean,
): Promise<PublishOutcome> {
  const outcome = await db.transaction(async (transaction): Promise<PublishOutcome> => {
    const tx = transaction as unknown as Database;
    const [coach] = await tx.select().from(coaches).where(eq(coaches.id, id)).for("update");
    if (!coach) return "not-found";
    if (coach.published === published) return "unchanged";
    if (published && [coach.headlineNl, coach.headlineEn, coach.bioNl, coach.bioEn].some((text) => !text.trim())) {
      return "incomplete";
    }
    await tx.update(coaches).set({ published }).where(eq(coaches.id, id));
    await recordAudit(tx, {
      actor,
      action: published ? "publish" : "unpublish",
      entity: "coach",
      entityId: id,
      before: { published: coach.published },
      after: { published },
    });
    return "done";
  });
  if (outcome === "done") invalidateCoachViews();
  return outcome;
}
