import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches, coachNotes } from "~/db/schema/coaching";
import { absenceOf, coachMissed } from "~/features/calls/absence";
import { attendanceOf } from "~/features/calls/calls.server";
import { fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import { canMemberChange } from "./booking.server";
import { announceAppointmentChange } from "./call-room.server";
import { queueAppointmentMails } from "./notifications.server";
import { invalidateCoachViews } from "./view-cache.server";

/** What both sides' views of an appointment show. */
const appointmentColumns = {
  id: appointments.id,
  kind: appointments.kind,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  topic: appointments.topic,
  late: appointments.late,
  cancelledBy: appointments.cancelledBy,
  cancelReason: appointments.cancelReason,
  cancelledAt: appointments.cancelledAt,
  /** Who never joined the call, once its window closed (`features/calls/absence.ts`). */
  absence: appointments.absence,
};

const memberView = {
  ...appointmentColumns,
  coachId: coaches.id,
  coachName: coaches.name,
  coachSlug: coaches.slug,
};

/** One of the member's own appointments; another member's is as good as absent (null). */

export async function getMemberAppointment(db: Database, id: string, memberId: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(memberView)
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(and(eq(appointments.id, id), eq(appointments.memberId, memberId)));
  return row ?? null;
}

/** The member's appointments: upcoming (confirmed, not yet ended) first, then the rest, newest first. */
export async function listMemberAppointments(db: Database, memberId: string, now: Date) {
  const rows = await db
    .select(memberView)
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(eq(appointments.memberId, memberId))
    .orderBy(asc(appointments.startsAt));
  const upcoming = rows.filter((row) => row.status === "confirmed" && row.endsAt > now);
  const past = rows.filter((row) => !upcoming.includes(row)).reverse();
  return { upcoming, past };
}

/**
 * Cancels a confirmed appointment (still confirmed when the write lands), raises the invite's
 * sequence so calendars drop it, and queues the cancellation mail in the same transaction; then
 * tells the coach's views and the call room. Whether it was still confirmed.
 */
async function cancelConfirmed(
  db: Database,
  id: string,
  change: { cancelledBy: "member" | "coach"; cancelReason?: string; late: boolean },
  now: Date,
): Promise<boolean> {
  const cancelled = await db.transaction(async (tx) => {
    const updated = await tx
      .update(appointments)
      .set({ status: "cancelled", ...change, cancelledAt: now, sequence: sql`${appointments.sequence} + 1` })
      .where(and(eq(appointments.id, id), eq(appointments.status, "confirmed")))
      .returning({ id: appointments.id });
    if (updated.length > 0) await queueAppointmentMails(tx, id, "cancelled", now);
    return updated.length > 0;
  });
  invalidateCoachViews();
  if (cancelled) await announceAppointmentChange(id);
  return cancelled;
}

/**
 * The member cancels. Until 24 hours before the start it is free; later it counts as used (late).
 * The invite's sequence goes up so calendars drop it; the cancellation mail is queued in the same
 * transaction. Another member's appointment is not found; one that has started or is no longer
 * confirmed cannot be cancelled (a conflict, `coaching` catalog).
 */
export async function cancelByMember(
  db: Database,
  input: { id: string; memberId: string; now: Date },
): Promise<{ late: boolean }> {
  const row = await getMemberAppointment(db, input.id, input.memberId);
  if (!row) fail("notFound");
  if (row.status !== "confirmed" || row.startsAt <= input.now) fail("conflict", { key: "booking.too-late" });
  const late = !canMemberChange(row.startsAt, input.now);
  if (!(await cancelConfirmed(db, input.id, { cancelledBy: "member", late }, input.now))) {
    fail("conflict", { key: "booking.too-late" });
  }
  return { late };
}

/** The coach of a user account, or null when the account coaches nobody. */
export async function coachOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(coaches).where(eq(coaches.userId, userId));
  return row ?? null;
}

const coachView = {
  ...appointmentColumns,
  /** For the link to the client's conversation; null for a former member. */
  memberId: appointments.memberId,
  markedAt: appointments.markedAt,
  absenceCheckedAt: appointments.absenceCheckedAt,
  memberName: sql<string>`coalesce(${users.name}, '')`,
  memberEmail: users.email,
};

/** One of the coach's own appointments with the client's name and the coach's private note. */
export async function getCoachAppointment(db: Database, id: string, coachId: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...coachView, note: coachNotes.body })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.memberId))
    .leftJoin(coachNotes, and(eq(coachNotes.appointmentId, appointments.id), eq(coachNotes.coachId, coachId)))
    .where(and(eq(appointments.id, id), eq(appointments.coachId, coachId)));
  return row ?? null;
}

export type CoachListFilter = "upcoming" | "past" | "cancelled";

/** The coach's appointments for one tab, optionally searched by the client's name or address. */
export async function listCoachAppointments(
  db: Database,
  coachId: string,
  options: { filter: CoachListFilter; q?: string; now: Date; from?: Date; to?: Date },
) {
  const conditions = [eq(appointments.coachId, coachId)];
  if (options.filter === "upcoming") {
    conditions.push(eq(appointments.status, "confirmed"), gte(appointments.endsAt, options.now));
  } else if (options.filter === "past") {
    conditions.push(
      inArray(appointments.status, ["confirmed", "completed", "no_show"]),
      lt(appointments.endsAt, options.now),
    );
  } else {
    conditions.push(eq(appointments.status, "cancelled"));
  }
  if (options.from) conditions.push(gte(appointments.startsAt, options.from));
  if (options.to) conditions.push(lt(appointments.startsAt, options.to));
  const term = options.q?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  return db
    .select(coachView)
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(and(...conditions))
    .orderBy(options.filter === "upcoming" ? asc(appointments.startsAt) : desc(appointments.startsAt))
    .limit(200);
}

/**
 * The coach's sessions whose member never joined the call (the sweep found it) and that wait for
 * the coach to confirm a no-show or say the member was there, oldest first.
 */
export async function listAbsencesToConfirm(db: Database, coachId: string) {
  return db
    .select({ id: appointments.id, startsAt: appointments.startsAt, memberName: coachView.memberName })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(
      and(eq(appointments.coachId, coachId), eq(appointments.status, "confirmed"), eq(appointments.absence, "member")),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(50);
}

/**
 * The coach cancels, at any time before the end, with a reason; the member keeps the credit. The
 * cancellation mail is queued in the same transaction. Fails (`coach` catalog keys) without a
 * reason, for another coach's appointment (not found), and once it is over or no longer confirmed.
 */
export async function cancelByCoach(
  db: Database,
  input: { id: string; coachId: string; reason: string; now: Date },
): Promise<void> {
  const reason = input.reason.trim();
  if (!reason) fail("invalid", { fields: { reason: "detail.reason-required" } });
  const row = await getCoachAppointment(db, input.id, input.coachId);
  if (!row) fail("notFound");
  if (row.status !== "confirmed" || row.endsAt <= input.now) fail("invalid", { key: "detail.not-open" });
  const change = { cancelledBy: "coach" as const, cancelReason: reason.slice(0, 500), late: false };
  if (!(await cancelConfirmed(db, input.id, change, input.now))) fail("invalid", { key: "detail.not-open" });
}

/**
 * After its end, the coach marks a confirmed appointment completed or no-show; another coach's is
 * not found, and one not yet over or no longer confirmed cannot be marked. A no-show needs the
 * call's attendance to agree: refused when the member joined, and when the coach never joined or
 * joined more than 10 minutes late (`absenceOf`), since a coach's absence never costs the member a
 * session (the `absence` catalog says why). "Completed" is the coach's word that the session was
 * held, with or without this call.
 */
export async function markAppointment(
  db: Database,
  input: { id: string; coachId: string; status: "completed" | "no_show"; now: Date },
): Promise<void> {
  const row = await getCoachAppointment(db, input.id, input.coachId);
  if (!row) fail("notFound");
  if (row.status !== "confirmed" || row.endsAt > input.now) fail("invalid", { key: "detail.not-open" });
  if (input.status === "no_show") {
    const absence = row.absenceCheckedAt ? row.absence : absenceOf(await attendanceOf(db, input.id), row.startsAt);
    if (coachMissed(absence)) fail("conflict", { key: "absence:refused.coachAbsent" });
    if (absence !== "member") fail("conflict", { key: "absence:refused.memberJoined" });
  }
  const updated = await db
    .update(appointments)
    .set({ status: input.status, markedAt: input.now })
    .where(
      and(
        eq(appointments.id, input.id),
        eq(appointments.status, "confirmed"),
        // The database's CHECK says the same: a no-show is the member's absence alone.
        input.status === "no_show" ? or(isNull(appointments.absence), eq(appointments.absence, "member")) : undefined,
      ),
    )
    .returning({ id: appointments.id });
  if (updated.length === 0) fail("invalid", { key: "detail.not-open" });
  // A marked session's call is over, also in the half hour after its end.
  await announceAppointmentChange(input.id);
}

/** The coach's private note on an appointment (an empty note removes it); another coach's is not found. */
export async function saveCoachNote(
  db: Database,
  input: { appointmentId: string; coachId: string; body: string; now: Date },
): Promise<void> {
  const row = await getCoachAppointment(db, input.appointmentId, input.coachId);
  if (!row) fail("notFound");
  const body = input.body.trim().slice(0, 5000);
  if (!body) {
    await db
      .delete(coachNotes)
      .where(and(eq(coachNotes.appointmentId, input.appointmentId), eq(coachNotes.coachId, input.coachId)));
    return;
  }
  await db
    .insert(coachNotes)
    .values({ appointmentId: input.appointmentId, coachId: input.coachId, body, updatedAt: input.now })
    .onConflictDoUpdate({
      target: [coachNotes.appointmentId, coachNotes.coachId],
      set: { body, updatedAt: input.now },
    });
}

/**
 * Before an account is deleted: its upcoming sessions are cancelled and every topic it wrote is
 * erased; the coaches keep the rest of their agenda without the person (the member reference is
 * cleared when the account goes). The cancellation mails (which reach the coach once the account
 * is gone) are queued in the same transaction, or in the caller's when it passes one. Returns
 * the cancelled appointments.
 */
export async function forgetMember(db: Database, memberId: string, now: Date) {
  const cancelled = await db.transaction(async (tx) => {
    const rows = await tx
      .update(appointments)
      .set({
        status: "cancelled",
        cancelledBy: "member",
        cancelledAt: now,
        sequence: sql`${appointments.sequence} + 1`,
      })
      .where(
        and(eq(appointments.memberId, memberId), eq(appointments.status, "confirmed"), gt(appointments.startsAt, now)),
      )
      .returning({ id: appointments.id });
    await tx.update(appointments).set({ topic: null }).where(eq(appointments.memberId, memberId));
    for (const row of rows) await queueAppointmentMails(tx, row.id, "cancelled", now);
    return rows;
  });
  invalidateCoachViews();
  for (const row of cancelled) await announceAppointmentChange(row.id);
  return cancelled;
}
