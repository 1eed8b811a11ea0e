import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { auditLog } from "~/db/schema/admin";
import { appointments, coaches } from "~/db/schema/coaching";
import { lockPracticeListing, setPracticeListing } from "~/features/coaching/activation.server";
import { loadAvailability, nextFreeSlot } from "~/features/coaching/availability.server";
import { invalidateCoachViews } from "~/features/coaching/view-cache.server";
import { fail } from "~/utils/app-error";
import { type Actor, recordAudit } from "./audit.server";

// The back office's view of the coaches: every practice with its account, whether the directory
// shows it, its figures and its next free slot, and publishing. An administrator who takes a page
// down puts it on hold: the coach cannot publish it again (they see why on their profile page)
// until an administrator publishes it or lifts the hold. Months and years are those of the
// platform's zone, whatever the server's.

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
  /** Confirmed sessions still to come, whatever the year: what a deactivation leaves in place. */
  upcoming: number;
}

const emptyFigures: CoachFigures = {
  month: 0,
  year: 0,
  completed: 0,
  noShows: 0,
  cancelledByMember: 0,
  cancelledByCoach: 0,
  upcoming: 0,
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
      upcoming: sql<number>`(count(*) filter (where ${appointments.status} = 'confirmed' and ${appointments.startsAt} >= ${at}::timestamptz))::int`,
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
      upcoming: Number(row.upcoming),
    });
  }
  return result;
}

const listed = {
  id: coaches.id,
  slug: coaches.slug,
  name: coaches.name,
  published: coaches.published,
  heldAt: coaches.heldAt,
  holdReason: coaches.holdReason,
  /** Who placed the hold, as the audit log names them (it outlives accounts). */
  heldBy: sql<string | null>`(select ${auditLog.actorLabel} from ${auditLog} where ${auditLog.entity} = 'coach'
    and ${auditLog.entityId} = ${coaches.id}::text and ${auditLog.action} = 'hold' order by ${auditLog.id} desc limit 1)`,
  userId: coaches.userId,
  email: users.email,
  deactivatedAt: users.deactivatedAt,
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
  heldAt: Date | null;
  holdReason: string | null;
  heldBy: string | null;
  userId: string | null;
  email: string | null;
  deactivatedAt: Date | null;
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
      hold: row.heldAt ? { since: row.heldAt.toISOString(), reason: row.holdReason, by: row.heldBy } : null,
      /** The account is deactivated: nothing of the practice is public, whatever `published` says. */
      deactivated: row.deactivatedAt !== null,
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

/** Whether a change of publication changed anything; a practice that is not there fails `notFound`. */
export type PublishOutcome = "done" | "unchanged";
export type HoldOutcome = PublishOutcome;

/** The practice, locked for the change; a missing one fails `notFound`. */
async function practiceToChange(tx: Database, id: string) {
  return (await lockPracticeListing(tx, id)) ?? fail("notFound");
}

/** One change of publication or hold, in one transaction with its audit entry; the views are emptied after. */
async function changePublication<T extends string>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  const outcome = await db.transaction((transaction) => run(transaction as unknown as Database));
  if (outcome === "done") invalidateCoachViews();
  return outcome;
}

/**
 * Shows a practice in the directory, lifting a hold if there is one (publishing is an
 * administrator's decision either way). An incomplete practice is not published (`conflict`).
 */
export function publishCoach(db: Database, actor: Actor, id: string): Promise<PublishOutcome> {
  return changePublication(db, async (tx): Promise<PublishOutcome> => {
    const coach = await practiceToChange(tx, id);
    if (coach.published) return "unchanged";
    if (!coach.complete) fail("conflict", { key: "coaches.errors.incomplete" });
    await setPracticeListing(tx, id, { published: true, heldAt: null, holdReason: null });
    await recordAudit(tx, {
      actor,
      action: "publish",
      entity: "coach",
      entityId: id,
      before: { published: false, heldAt: coach.heldAt, holdReason: coach.holdReason },
      after: { published: true, heldAt: null, holdReason: null },
    });
    return "done";
  });
}

/**
 * Takes a practice out of the directory and holds it there: the coach cannot publish it again
 * until an administrator publishes it or lifts the hold. `reason` (optional) is shown to the
 * coach. Holding a page that is held already replaces the reason.
 */
export function holdCoach(
  db: Database,
  actor: Actor,
  id: string,
  reason: string | null,
  now: Date,
): Promise<HoldOutcome> {
  return changePublication(db, async (tx): Promise<HoldOutcome> => {
    const coach = await practiceToChange(tx, id);
    if (coach.heldAt && coach.holdReason === reason) return "unchanged";
    const heldAt = coach.heldAt ?? now;
    await setPracticeListing(tx, id, { published: false, heldAt, holdReason: reason });
    await recordAudit(tx, {
      actor,
      action: "hold",
      entity: "coach",
      entityId: id,
      before: { published: coach.published, heldAt: coach.heldAt, holdReason: coach.holdReason },
      after: { published: false, heldAt, holdReason: reason },
    });
    return "done";
  });
}

/** Lifts a hold and leaves the page unpublished: publishing it is the coach's choice again. */
export function releaseCoach(db: Database, actor: Actor, id: string): Promise<HoldOutcome> {
  return changePublication(db, async (tx): Promise<HoldOutcome> => {
    const coach = await practiceToChange(tx, id);
    if (!coach.heldAt) return "unchanged";
    await setPracticeListing(tx, id, { heldAt: null, holdReason: null });
    await recordAudit(tx, {
      actor,
      action: "release",
      entity: "coach",
      entityId: id,
      before: { heldAt: coach.heldAt, holdReason: coach.holdReason },
      after: { heldAt: null, holdReason: null },
    });
    return "done";
  });
}

/** A change of publication as the back office's forms ask it (see `coaches.schema.ts`). */
export type PublicationChange =
  | { intent: "publish"; id: string }
  | { intent: "unpublish"; id: string; reason: string | null }
  | { intent: "release"; id: string };

/** Unpublishing is a hold; publishing lifts one; releasing lifts it and leaves publishing to the coach. */
export function changePublicationOf(
  db: Database,
  actor: Actor,
  change: PublicationChange,
  now: Date,
): Promise<PublishOutcome> {
  switch (change.intent) {
    case "publish":
      return publishCoach(db, actor, change.id);
    case "unpublish":
      return holdCoach(db, actor, change.id, change.reason, now);
    case "release":
      return releaseCoach(db, actor, change.id);
  }
}
