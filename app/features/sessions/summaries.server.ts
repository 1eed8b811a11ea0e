import { and, asc, desc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { goals, sessionSummaries } from "~/db/schema/journey";
import { sharedGoalsOf } from "~/features/goals/journey-api.server";
import { notify } from "~/features/notifications/notify.server";
import { fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import { ownAppointment } from "./own-appointment.server";
import { isHeld, MAX_AGREEMENTS, MAX_SUMMARY } from "./rules";

// What a coach and member agreed: the coach writes a short summary and the agreements after a
// held session, for the member to read (apart from the coach's private notes, which stay the
// coach's). Only the appointment's own coach writes it (the table's composite key says so too);
// the member reads it on the appointment, in the goal it belongs to and on the dashboard.

export interface SummaryInput {
  appointmentId: string;
  coachId: string;
  summary: string;
  agreements: string;
  /** One of the member's goals shared with this coach, or null. */
  goalId: string | null;
  now: Date;
}

/**
 * Saves or replaces the summary and agreements of a held session of this coach, and tells the
 * member when it is new or changed. Another coach's appointment is not found; a session that was
 * not held (cancelled, a no-show, or still to come) is refused, and so is a goal the member does
 * not share with this coach. Messages are `sessions` catalog keys.
 */
export async function saveSummary(db: Database, input: SummaryInput): Promise<"created" | "changed" | "unchanged"> {
  const summary = input.summary.trim();
  const agreements = input.agreements.trim();
  const fields: Record<string, string> = {};
  if (summary.length === 0) fields.summary = "sessions:summary.errors.summaryRequired";
  else if (summary.length > MAX_SUMMARY) fields.summary = "sessions:summary.errors.summaryTooLong";
  if (agreements.length > MAX_AGREEMENTS) fields.agreements = "sessions:summary.errors.agreementsTooLong";
  if (input.goalId !== null && !isUuid(input.goalId)) fields.goalId = "sessions:summary.errors.goal";
  if (!isUuid(input.appointmentId)) fail("notFound");
  if (Object.keys(fields).length > 0) fail("invalid", { fields });

  const appointment = await ownAppointment(db, input.appointmentId, input.coachId);
  if (!appointment) fail("notFound");
  if (!isHeld(appointment, input.now)) fail("conflict", { key: "sessions:summary.errors.notHeld" });
  if (input.goalId !== null) {
    const shared = appointment.memberId ? await sharedGoalsOf(db, input.coachId, appointment.memberId) : [];
    if (!shared.some((goal) => goal.id === input.goalId)) {
      fail("invalid", { fields: { goalId: "sessions:summary.errors.goal" } });
    }
  }

  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [before] = await tx
      .select()
      .from(sessionSummaries)
      .where(eq(sessionSummaries.appointmentId, appointment.id))
      .for("update");
    if (before && before.summary === summary && before.agreements === agreements && before.goalId === input.goalId) {
      return "unchanged" as const;
    }
    await tx
      .insert(sessionSummaries)
      .values({
        appointmentId: appointment.id,
        coachId: input.coachId,
        summary,
        agreements,
        goalId: input.goalId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoUpdate({
        target: sessionSummaries.appointmentId,
        set: { summary, agreements, goalId: input.goalId, updatedAt: input.now },
      });
    if (appointment.memberId) await tellMember(tx, appointment.id, input.now);
    return before ? ("changed" as const) : ("created" as const);
  });
  return outcome;
}

/** The member hears that the coach wrote (or changed) what they agreed; a closed account hears nothing. */
async function tellMember(db: Database, appointmentId: string, now: Date) {
  const [row] = await db
    .select({
      memberId: appointments.memberId,
      startsAt: appointments.startsAt,
      coachName: coaches.name,
      locale: users.locale,
      closed: users.deactivatedAt,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .innerJoin(users, eq(users.id, appointments.memberId))
    .where(eq(appointments.id, appointmentId));
  if (!row?.memberId || row.closed) return;
  const lng = row.locale === "en" ? "en" : "nl";
  await notify(
    db,
    {
      userId: row.memberId,
      kind: "agreement",
      subject: appointmentId,
      link: `/${lng}/coaching/${appointmentId}`,
      params: { name: row.coachName, startsAt: row.startsAt.toISOString() },
    },
    now,
  );
}

/** A summary as its coach edits it, or null when none was written. */
export async function summaryForCoach(db: Database, appointmentId: string, coachId: string) {
  if (!isUuid(appointmentId)) return null;
  const [row] = await db
    .select({
      summary: sessionSummaries.summary,
      agreements: sessionSummaries.agreements,
      goalId: sessionSummaries.goalId,
      updatedAt: sessionSummaries.updatedAt,
    })
    .from(sessionSummaries)
    .where(and(eq(sessionSummaries.appointmentId, appointmentId), eq(sessionSummaries.coachId, coachId)));
  return row ?? null;
}

/** A summary as the member reads it on their own appointment (another member's is absent), or null. */
export async function summaryForMember(db: Database, appointmentId: string, memberId: string) {
  if (!isUuid(appointmentId)) return null;
  const [row] = await db
    .select({
      summary: sessionSummaries.summary,
      agreements: sessionSummaries.agreements,
      updatedAt: sessionSummaries.updatedAt,
      goalId: goals.id,
      goalTitle: goals.title,
    })
    .from(sessionSummaries)
    .innerJoin(appointments, eq(appointments.id, sessionSummaries.appointmentId))
    // The goal is named only while it is still this member's.
    .leftJoin(goals, and(eq(goals.id, sessionSummaries.goalId), eq(goals.memberId, memberId)))
    .where(and(eq(sessionSummaries.appointmentId, appointmentId), eq(appointments.memberId, memberId)));
  if (!row) return null;
  return {
    summary: row.summary,
    agreements: row.agreements,
    updatedAt: row.updatedAt,
    goal: row.goalId && row.goalTitle !== null ? { id: row.goalId, title: row.goalTitle } : null,
  };
}

/** The columns of an `Agreement` (journey-api), from summaries joined to their appointment and coach. */
export const agreementColumns = {
  appointmentId: sessionSummaries.appointmentId,
  coachName: coaches.name,
  startsAt: appointments.startsAt,
  summary: sessionSummaries.summary,
  agreements: sessionSummaries.agreements,
  goalId: sessionSummaries.goalId,
  updatedAt: sessionSummaries.updatedAt,
};

/**
 * The agreements with this coach from the member's latest session before `before` (the coach's
 * appointment page shows them before the next session), or null.
 */
export async function agreementBefore(db: Database, memberId: string, coachId: string, before: Date) {
  const [row] = await db
    .select(agreementColumns)
    .from(sessionSummaries)
    .innerJoin(appointments, eq(appointments.id, sessionSummaries.appointmentId))
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(
      and(
        eq(appointments.memberId, memberId),
        eq(sessionSummaries.coachId, coachId),
        lt(appointments.startsAt, before),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  return row ?? null;
}

/**
 * For the personal-data download: the summaries of the member's own sessions. They are the
 * member's: a coach's account gets none for what it wrote (its appointments are not its own).
 */
export async function summariesForExport(db: Database, userId: string) {
  const rows = await db
    .select({
      appointmentId: sessionSummaries.appointmentId,
      coachName: coaches.name,
      startsAt: appointments.startsAt,
      summary: sessionSummaries.summary,
      agreements: sessionSummaries.agreements,
      goalId: sessionSummaries.goalId,
      createdAt: sessionSummaries.createdAt,
      updatedAt: sessionSummaries.updatedAt,
    })
    .from(sessionSummaries)
    .innerJoin(appointments, eq(appointments.id, sessionSummaries.appointmentId))
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(eq(appointments.memberId, userId))
    .orderBy(asc(appointments.startsAt));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** The coach's completed sessions since `since` without a summary, oldest first. */
export async function unwrittenSummaries(db: Database, coachId: string, since: Date, now: Date) {
  return db
    .select({ appointmentId: appointments.id, memberName: users.name, startsAt: appointments.startsAt })
    .from(appointments)
    .leftJoin(sessionSummaries, eq(sessionSummaries.appointmentId, appointments.id))
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(
      and(
        eq(appointments.coachId, coachId),
        eq(appointments.status, "completed"),
        gte(appointments.startsAt, since),
        lt(appointments.startsAt, now),
        isNull(sessionSummaries.appointmentId),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/**
 * Removes the summaries of a member's sessions, for the account's deletion: they are the member's
 * record (the sessions themselves stay in the coach's agenda, naming nobody). Run before the
 * account row goes, while the appointments still name the member.
 */
export async function eraseSummariesOf(db: Database, memberId: string): Promise<void> {
  await db
    .delete(sessionSummaries)
    .where(
      inArray(
        sessionSummaries.appointmentId,
        db.select({ id: appointments.id }).from(appointments).where(eq(appointments.memberId, memberId)),
      ),
    );
}
