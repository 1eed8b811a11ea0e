import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/connection.server";
import { userRoles, users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { safetyConcerns } from "~/db/schema/journey";
import { type Actor, recordAudit } from "~/features/admin/audit.server";
import { sendQueuedMailNow } from "~/features/email/queue.server";
import { composeMail } from "~/features/email/templates.server";
import { enqueueJob } from "~/features/jobs/queue.server";
import { notify } from "~/features/notifications/notify.server";
import { fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import { getI18n } from "~/utils/i18n/instance";
import { isUuid } from "~/utils/ids";
import { ownAppointment } from "./own-appointment.server";
import { MAX_SAFETY_AGREED, type ReferralTarget, referralTargets } from "./rules";

// A coach's safety concern about a member, marked on one of the coach's appointments: what was
// agreed, and whether (and to whom) the member was referred. It goes to the administrators on
// duty, which are all active administrators: the platform keeps no rota, so everyone who can act
// hears of it. The trail says that a concern was marked, by which coach on which appointment,
// never what was written; the mail says only that there is one. Concerns are never part of a
// partner's figures: the partner report reads none of this table.

export interface SafetyConcernInput {
  appointmentId: string;
  coachId: string;
  /** The coach's account, for the trail. */
  actor: Actor;
  agreed: string;
  referred: boolean;
  /** To whom, when referred; ignored otherwise. */
  referredTo: string | null;
  now: Date;
}

/** Records a concern on one of the coach's appointments and tells every administrator; audited. */
export async function recordSafetyConcern(db: Database, input: SafetyConcernInput): Promise<{ id: string }> {
  const agreed = input.agreed.trim();
  const referredTo = input.referred ? input.referredTo : null;
  const fields: Record<string, string> = {};
  if (agreed.length === 0) fields.agreed = "sessions:safety.errors.agreedRequired";
  else if (agreed.length > MAX_SAFETY_AGREED) fields.agreed = "sessions:safety.errors.agreedTooLong";
  if (input.referred && !(referralTargets as readonly (string | null)[]).includes(referredTo)) {
    fields.referredTo = "sessions:safety.errors.referredTo";
  }
  if (!isUuid(input.appointmentId)) fail("notFound");
  if (Object.keys(fields).length > 0) fail("invalid", { fields });

  // Another coach's appointment is as good as absent.
  const appointment = await ownAppointment(db, input.appointmentId, input.coachId);
  if (!appointment) fail("notFound");

  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(safetyConcerns)
      .values({
        appointmentId: appointment.id,
        coachId: input.coachId,
        memberId: appointment.memberId,
        agreed,
        referred: input.referred,
        referredTo: referredTo as ReferralTarget | null,
        createdAt: input.now,
      })
      .returning({ id: safetyConcerns.id });
    if (!row) throw new Error("The safety concern was not stored");
    await recordAudit(tx, {
      actor: input.actor,
      action: "mark",
      entity: "safety-concern",
      entityId: row.id,
      after: { appointmentId: appointment.id, coachId: input.coachId },
    });
    await tellAdmins(tx, input.coachId, row.id, appointment.startsAt, input.now);
    return row.id;
  });
  void sendQueuedMailNow(input.now);
  return { id };
}

/**
 * Every active administrator gets a notification and a mail in their language. The mail says only
 * that a coach marked a concern and where to look: mail leaves our hands, so nothing about the
 * member, the coach or what was agreed is in it.
 */
async function tellAdmins(tx: Database, coachId: string, concernId: string, startsAt: Date, now: Date) {
  const [coach] = await tx.select({ name: coaches.name }).from(coaches).where(eq(coaches.id, coachId));
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), isNull(users.deactivatedAt)));
  const url = `${siteOrigin(env())}/admin/safety`;
  for (const admin of admins) {
    await notify(
      tx,
      {
        userId: admin.id,
        kind: "safety",
        subject: concernId,
        link: "/admin/safety",
        params: { name: coach?.name ?? "", startsAt: startsAt.toISOString() },
      },
      now,
    );
    const lng = admin.locale === "en" ? "en" : "nl";
    const { t } = getI18n(lng);
    const mail = composeMail({
      lng,
      subject: t("sessions:safety.mail.subject"),
      name: admin.name,
      paragraphs: [t("sessions:safety.mail.body")],
      action: { label: t("sessions:safety.mail.button"), url },
    });
    await enqueueJob(tx, {
      name: "mail",
      key: `mail:${randomUUID()}`,
      runAt: now,
      payload: { to: admin.email, ...mail },
    });
  }
}

/** The concerns this coach marked on one appointment, newest first (so the page says it was sent). */
export async function concernsOnAppointment(db: Database, appointmentId: string, coachId: string) {
  if (!isUuid(appointmentId)) return [];
  return db
    .select({ id: safetyConcerns.id, createdAt: safetyConcerns.createdAt, handledAt: safetyConcerns.handledAt })
    .from(safetyConcerns)
    .where(and(eq(safetyConcerns.appointmentId, appointmentId), eq(safetyConcerns.coachId, coachId)))
    .orderBy(desc(safetyConcerns.createdAt));
}

/** A concern as the administrators' page shows it. */
export interface AdminSafetyConcern {
  id: string;
  agreed: string;
  referred: boolean;
  referredTo: ReferralTarget | null;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
  startsAt: Date;
  coach: { id: string; name: string };
  member: { id: string; name: string } | null;
}

/** How many concerns wait for an administrator. */
export async function openSafetyConcernCount(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(safetyConcerns).where(isNull(safetyConcerns.handledAt));
  return row?.open ?? 0;
}

/** Open concerns first (oldest first: the longest waiting on top), then the handled ones (latest first). */
export async function listSafetyConcerns(db: Database, limit = 200): Promise<AdminSafetyConcern[]> {
  const member = alias(users, "member");
  const handler = alias(users, "handler");
  const rows = await db
    .select({
      id: safetyConcerns.id,
      agreed: safetyConcerns.agreed,
      referred: safetyConcerns.referred,
      referredTo: safetyConcerns.referredTo,
      createdAt: safetyConcerns.createdAt,
      handledAt: safetyConcerns.handledAt,
      handledBy: handler.name,
      startsAt: appointments.startsAt,
      coachId: coaches.id,
      coachName: coaches.name,
      memberId: member.id,
      memberName: member.name,
    })
    .from(safetyConcerns)
    .innerJoin(appointments, eq(appointments.id, safetyConcerns.appointmentId))
    .innerJoin(coaches, eq(coaches.id, safetyConcerns.coachId))
    .leftJoin(member, eq(member.id, safetyConcerns.memberId))
    .leftJoin(handler, eq(handler.id, safetyConcerns.handledBy))
    .orderBy(
      asc(isNotNull(safetyConcerns.handledAt)),
      sql`case when ${safetyConcerns.handledAt} is null then ${safetyConcerns.createdAt} end asc`,
      desc(safetyConcerns.handledAt),
      desc(safetyConcerns.id),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    agreed: row.agreed,
    referred: row.referred,
    referredTo: (row.referredTo as ReferralTarget | null) ?? null,
    createdAt: row.createdAt,
    handledAt: row.handledAt,
    handledBy: row.handledBy,
    startsAt: row.startsAt,
    coach: { id: row.coachId, name: row.coachName },
    member: row.memberId && row.memberName !== null ? { id: row.memberId, name: row.memberName } : null,
  }));
}

/** An administrator marks a concern handled; audited. One handled already is left as it is. */
export async function markSafetyConcernHandled(
  db: Database,
  actor: Actor,
  id: string,
  now: Date,
): Promise<"done" | "unchanged"> {
  if (!isUuid(id)) fail("notFound");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [concern] = await tx
      .select({ handledAt: safetyConcerns.handledAt })
      .from(safetyConcerns)
      .where(eq(safetyConcerns.id, id))
      .for("update");
    if (!concern) fail("notFound");
    if (concern.handledAt) return "unchanged";
    await tx.update(safetyConcerns).set({ handledAt: now, handledBy: actor.id }).where(eq(safetyConcerns.id, id));
    await recordAudit(tx, {
      actor,
      action: "handle",
      entity: "safety-concern",
      entityId: id,
      before: { handledAt: null },
      after: { handledAt: now },
    });
    return "done";
  });
}

/** For the member's download: the concerns a coach marked about them, with what was agreed. */
export async function concernsAboutForExport(db: Database, memberId: string) {
  const rows = await db
    .select({
      coach: coaches.name,
      sessionStartsAt: appointments.startsAt,
      agreed: safetyConcerns.agreed,
      referred: safetyConcerns.referred,
      referredTo: safetyConcerns.referredTo,
      createdAt: safetyConcerns.createdAt,
    })
    .from(safetyConcerns)
    .innerJoin(appointments, eq(appointments.id, safetyConcerns.appointmentId))
    .innerJoin(coaches, eq(coaches.id, safetyConcerns.coachId))
    .where(eq(safetyConcerns.memberId, memberId))
    .orderBy(asc(safetyConcerns.createdAt));
  return rows.map((row) => ({
    ...row,
    sessionStartsAt: row.sessionStartsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** For an administrator's download: which concerns they marked handled, and when (not about whom). */
export async function concernsHandledForExport(db: Database, adminId: string) {
  const rows = await db
    .select({ id: safetyConcerns.id, handledAt: safetyConcerns.handledAt })
    .from(safetyConcerns)
    .where(eq(safetyConcerns.handledBy, adminId))
    .orderBy(asc(safetyConcerns.handledAt));
  return rows.map((row) => ({ id: row.id, handledAt: row.handledAt?.toISOString() ?? null }));
}
