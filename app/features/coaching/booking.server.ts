import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coaches } from "~/db/schema/coaching";
import { fail } from "~/utils/app-error";
import { pgCode } from "~/utils/pg-error.server";
import { loadAvailability, slotsFor } from "./availability.server";
import { announceAppointmentChange } from "./call-room.server";
import { bookingEligibility, type Eligibility } from "./eligibility.server";
import { queueAppointmentMails } from "./notifications.server";
import { SESSION_MINUTES, type SessionKind } from "./sessions";
import { invalidateCoachViews } from "./view-cache.server";
import { coachIsPublic } from "./visibility.server";

export type BookingFailure =
  | Exclude<Eligibility, "ok">
  | "taken"
  | "member-busy"
  | "unknown-coach"
  | "not-a-slot"
  | "not-yours"
  | "too-late"
  | "intake-done";

/** A booking made (or, for a repeated idempotency key, the one made first). */
export interface Booked {
  appointmentId: string;
  duplicate: boolean;
}

/**
 * The account part of the booking rule, in the words the coach's page shows before its form too
 * (`coaching` catalog): not possible for this account now.
 */
const accountRefusals: Partial<Record<BookingFailure, string>> = {
  login: "profile.loginToBook",
  "coach-only": "profile.coachOnly",
  verify: "profile.verifyFirst",
  onboarding: "profile.onboardingFirst",
};

/**
 * Stops a booking or a move with its coded failure: someone else's appointment (or none) is not
 * found, as on its own page; the account's state is not possible now; the rest (the time taken,
 * no allowance left, too late to move) collides with what is booked (`booking.{reason}`).
 */
export function refuseBooking(reason: BookingFailure): never {
  if (reason === "not-yours") fail("notFound");
  const account = accountRefusals[reason];
  if (account) fail("unprocessable", { key: account });
  fail("conflict", { key: `booking.${reason}` });
}

/** A transaction or the database itself: the queries here run in either. */
type Queryable = Pick<Database, "select" | "insert" | "update" | "execute" | "transaction">;

/** The violated constraint's name, or the messages that carry it. */
function constraintOf(error: unknown): string {
  const candidate = error as {
    constraint?: unknown;
    message?: unknown;
    cause?: { constraint?: unknown; message?: unknown };
  };
  return [candidate.constraint, candidate.cause?.constraint, candidate.cause?.message, candidate.message]
    .filter((part) => typeof part === "string")
    .join(" ");
}

function overlapFailure(error: unknown): "taken" | "member-busy" | null {
  if (pgCode(error) !== "23P01") return null;
  return constraintOf(error).includes("appointments_member_no_overlap") ? "member-busy" : "taken";
}

/** `[start, end + buffer)`: the time the coach is taken by a session, as a range literal. */
function blocksOf(start: Date, end: Date, bufferMinutes: number): string {
  return `[${start.toISOString()},${new Date(end.getTime() + bufferMinutes * 60_000).toISOString()})`;
}

/**
 * Inserts an appointment; the database decides. When two people take the same time at once,
 * exactly one insert passes the exclusion constraint and the others fail with "taken". The same
 * idempotency key from the same member (a double submit) returns the first booking.
 */
export async function insertAppointment(
  db: Queryable,
  input: {
    coachId: string;
    memberId: string;
    kind: SessionKind;
    start: Date;
    topic?: string;
    idempotencyKey: string;
    /** The series it is booked in (`series.server.ts`); otherwise a single appointment. */
    seriesId?: string;
  },
): Promise<Booked> {
  const [coach] = await db
    .select({ bufferMinutes: coaches.bufferMinutes })
    .from(coaches)
    .where(eq(coaches.id, input.coachId));
  if (!coach) refuseBooking("unknown-coach");
  const end = new Date(input.start.getTime() + SESSION_MINUTES[input.kind] * 60_000);
  try {
    // A savepoint, so a refused insert leaves a surrounding transaction usable.
    const row = await db.transaction(async (savepoint) => {
      const [inserted] = await savepoint
        .insert(appointments)
        .values({
          coachId: input.coachId,
          memberId: input.memberId,
          kind: input.kind,
          startsAt: input.start,
          endsAt: end,
          blocks: blocksOf(input.start, end, coach.bufferMinutes),
          topic: input.topic?.trim() || null,
          idempotencyKey: input.idempotencyKey,
          seriesId: input.seriesId ?? null,
        })
        .returning({ id: appointments.id });
      return inserted;
    });
    return { appointmentId: row?.id as string, duplicate: false };
  } catch (error) {
    if (pgCode(error) === "23505" && constraintOf(error).includes("appointments_idempotency")) {
      const existing = await findByIdempotencyKey(db, input.memberId, input.idempotencyKey);
      if (existing) return { appointmentId: existing, duplicate: true };
    }
    const overlap = overlapFailure(error);
    if (overlap) refuseBooking(overlap);
    throw error;
  }
}

async function findByIdempotencyKey(db: Queryable, memberId: string, key: string): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.memberId, memberId), eq(appointments.idempotencyKey, key)));
  return existing?.id;
}

/** Serialises bookings per key inside the current transaction (a no-op cost elsewhere). */
export async function lock(db: Queryable, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Whether `start` is one of the coach's free slots for this kind right now: "free", "taken" when
 * only other appointments or the coach's own calendars stand in the way, "not-a-slot" when the
 * coach's hours and rules never offered it.
 */
async function slotState(
  db: Queryable,
  coachId: string,
  kind: SessionKind,
  start: Date,
  now: Date,
  exceptAppointment?: string,
): Promise<"free" | "taken" | "not-a-slot" | "unknown-coach"> {
  const [coach] = await db
    .select()
    .from(coaches)
    .where(and(eq(coaches.id, coachId), coachIsPublic()));
  if (!coach) return "unknown-coach";
  const availability = (await loadAvailability(db as Database, [coach], now, exceptAppointment)).get(coachId);
  if (!availability) return "not-a-slot";
  const at = start.getTime();
  if (slotsFor(availability, kind, now).some((slot) => slot.start.getTime() === at)) return "free";
  const withoutAppointments = slotsFor({ ...availability, busy: [], blocked: [] }, kind, now);
  return withoutAppointments.some((slot) => slot.start.getTime() === at) ? "taken" : "not-a-slot";
}

/** Whether the member already has a live session overlapping [start, end). */
export async function memberBusy(db: Queryable, memberId: string, start: Date, end: Date, except?: string) {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.memberId, memberId),
        inArray(appointments.status, ["confirmed", "completed", "no_show"]),
        sql`${appointments.startsAt} < ${end.toISOString()}::timestamptz and ${appointments.endsAt} > ${start.toISOString()}::timestamptz`,
        except ? ne(appointments.id, except) : undefined,
      ),
    );
  return rows.length > 0;
}

/**
 * A member books a slot. Under a per-member and a per-coach lock it checks that the member may
 * book (`bookingEligibility`: account, onboarding, allowance), that the time is one of the coach's
 * free slots now (hours, notice, window, daily maximum) and that the member is free; the exclusion
 * constraints stay the last word. The confirmation mail and the reminders are queued in the same
 * transaction, so a booking never exists without its mail nor the mail without the booking. A
 * repeated idempotency key returns the first booking and queues nothing. A refusal fails with its
 * code (`refuseBooking`).
 */
export async function bookSlot(
  db: Database,
  input: {
    coachId: string;
    memberId: string;
    kind: SessionKind;
    start: Date;
    topic?: string;
    idempotencyKey: string;
    now: Date;
  },
): Promise<Booked> {
  const existing = await findByIdempotencyKey(db, input.memberId, input.idempotencyKey);
  if (existing) return { appointmentId: existing, duplicate: true };
  const result = await db.transaction(async (tx): Promise<Booked> => {
    await lock(tx, `member:${input.memberId}`);
    await lock(tx, `coach:${input.coachId}`);
    const again = await findByIdempotencyKey(tx, input.memberId, input.idempotencyKey);
    if (again) return { appointmentId: again, duplicate: true };
    const { eligibility } = await bookingEligibility(tx, { id: input.memberId }, { kind: input.kind, at: input.start });
    if (eligibility !== "ok") refuseBooking(eligibility);
    const state = await slotState(tx, input.coachId, input.kind, input.start, input.now);
    if (state !== "free") refuseBooking(state);
    const end = new Date(input.start.getTime() + SESSION_MINUTES[input.kind] * 60_000);
    if (await memberBusy(tx, input.memberId, input.start, end)) refuseBooking("member-busy");
    if (input.kind === "intake" && (await hadIntake(tx, input.memberId, input.coachId))) refuseBooking("intake-done");
    const booked = await insertAppointment(tx, input);
    if (!booked.duplicate) await queueAppointmentMails(tx, booked.appointmentId, "booked", input.now);
    return booked;
  });
  invalidateCoachViews();
  return result;
}

/** Members change their own sessions until this long before the start. */
export const MEMBER_CHANGE_HOURS = 24;

export const canMemberChange = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() >= MEMBER_CHANGE_HOURS * 3_600_000;

/** Whether the member has an intake with this coach that was not cancelled (to come, held or missed). */
export async function hadIntake(db: Queryable, memberId: string, coachId: string): Promise<boolean> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.memberId, memberId),
        eq(appointments.coachId, coachId),
        eq(appointments.kind, "intake"),
        inArray(appointments.status, ["confirmed", "completed", "no_show"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Moves a member's confirmed appointment to another free slot of the same coach and kind; the
 * invite's sequence goes up, and the changed invite and the new reminders are queued in the same
 * transaction. Refused within 24 hours of the old start; a refusal fails with its code.
 */
export async function rescheduleAppointment(
  db: Database,
  input: { appointmentId: string; memberId: string; start: Date; now: Date },
): Promise<Booked> {
  const result = await db.transaction(async (tx): Promise<Booked> => {
    await lock(tx, `member:${input.memberId}`);
    const [row] = await tx.select().from(appointments).where(eq(appointments.id, input.appointmentId));
    if (!row || row.memberId !== input.memberId) refuseBooking("not-yours");
    const { eligibility } = await bookingEligibility(
      tx,
      { id: input.memberId },
      { kind: row.kind, at: input.start, rescheduling: true },
    );
    if (eligibility !== "ok") refuseBooking(eligibility);
    await lock(tx, `coach:${row.coachId}`);
    if (row.status !== "confirmed" || !canMemberChange(row.startsAt, input.now)) refuseBooking("too-late");
    const state = await slotState(tx, row.coachId, row.kind, input.start, input.now, row.id);
    if (state !== "free") refuseBooking(state);
    const end = new Date(input.start.getTime() + SESSION_MINUTES[row.kind] * 60_000);
    if (await memberBusy(tx, input.memberId, input.start, end, row.id)) refuseBooking("member-busy");
    const [coach] = await tx
      .select({ bufferMinutes: coaches.bufferMinutes })
      .from(coaches)
      .where(eq(coaches.id, row.coachId));
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint
          .update(appointments)
          .set({
            startsAt: input.start,
            endsAt: end,
            blocks: blocksOf(input.start, end, coach?.bufferMinutes ?? 0),
            sequence: sql`${appointments.sequence} + 1`,
          })
          .where(eq(appointments.id, row.id));
      });
    } catch (error) {
      const overlap = overlapFailure(error);
      if (overlap) refuseBooking(overlap);
      throw error;
    }
    await queueAppointmentMails(tx, row.id, "rescheduled", input.now);
    return { appointmentId: row.id, duplicate: false };
  });
  invalidateCoachViews();
  // The call moves with the appointment: whoever is in its old window leaves the room.
  await announceAppointmentChange(input.appointmentId);
  return result;
}
