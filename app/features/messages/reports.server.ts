import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, isNotNull, isNull, min, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { userRoles, users } from "~/db/schema/accounts";
import { coaches } from "~/db/schema/coaching";
import { conversations, messageReports } from "~/db/schema/messages";
import { type Actor, recordAudit } from "~/features/admin/audit.server";
import { sendQueuedMailNow } from "~/features/email/queue.server";
import { composeMail } from "~/features/email/templates.server";
import { enqueueJob } from "~/features/jobs/queue.server";
import { decryptSecret, encryptSecret } from "~/features/partners/secret-box.server";
import { fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import { getI18n } from "~/utils/i18n/instance";
import { isUuid } from "~/utils/ids";
import { MAX_REPORT_NOTE } from "./messages.schema";

// A member's report of a coach or of one of their messages (decision 030). The administrators see
// only what the member chose to include (their note; a message's text and time if they ticked it),
// sealed at rest with the server's key for reports; never the conversation. The audit trail says
// that a report was made, about which coach and why, never what it holds.

export const REPORT_REASONS = ["inappropriate", "harassment", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The member's note, and the included message's text, at most. */
export const REPORT_NOTE_MAX = MAX_REPORT_NOTE;
export const REPORT_TEXT_MAX = 4000;
/** Reports one member may make in an hour: enough for a real problem, too few to flood the admins. */
export const REPORTS_PER_HOUR = 5;

const HOUR_MS = 3_600_000;

export interface ReportInput {
  reporterId: string;
  coachId: string;
  reason: ReportReason;
  /** The member's own words (may be empty). */
  note: string;
  /** The message the member chose to include, if any: its text and when it was sent. */
  includedMessage?: { text: string; sentAt: Date } | null;
}

/** What a report holds once opened: exactly what the member chose to include. */
export interface ReportContent {
  note: string;
  message: { text: string; sentAt: string } | null;
}

/** A member's report to the administrators: only what they chose to include, sealed, audited. */
export async function reportToAdmins(
  db: Database,
  input: ReportInput,
  deps: { secret: string; now: Date },
): Promise<{ id: string }> {
  const { now } = deps;
  const note = input.note.trim();
  const included = input.includedMessage ?? null;
  const fields: Record<string, string> = {};
  if (!(REPORT_REASONS as readonly string[]).includes(input.reason)) fields.reason = "common:problems.invalid";
  if (note.length > REPORT_NOTE_MAX) fields.note = "common:problems.invalid";
  if (included && (included.text.length > REPORT_TEXT_MAX || Number.isNaN(included.sentAt.getTime()))) {
    fields.message = "common:problems.invalid";
  }
  if (!isUuid(input.coachId)) fail("notFound");
  if (Object.keys(fields).length > 0) fail("invalid", { fields });

  return db
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [reporter] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, input.reporterId));
      // Only a member who writes with this coach can report them.
      const [conversation] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.memberId, input.reporterId), eq(conversations.coachId, input.coachId)));
      if (!reporter || !conversation) fail("notFound");

      // A light limit per member: the count of their reports in the last hour.
      const since = new Date(now.getTime() - HOUR_MS);
      const [recent] = await tx
        .select({ made: count(), oldest: min(messageReports.createdAt) })
        .from(messageReports)
        .where(and(eq(messageReports.reporterId, reporter.id), gt(messageReports.createdAt, since)));
      if (recent && recent.made >= REPORTS_PER_HOUR) {
        const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
        const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 60_000));
        fail("tooMany", { values: { minutes } });
      }

      const content: ReportContent = {
        note,
        message: included ? { text: included.text, sentAt: included.sentAt.toISOString() } : null,
      };
      const [report] = await tx
        .insert(messageReports)
        .values({
          reporterId: reporter.id,
          coachId: input.coachId,
          reason: input.reason,
          content: encryptSecret(JSON.stringify(content), deps.secret, "message-report"),
          createdAt: now,
        })
        .returning({ id: messageReports.id });
      if (!report) throw new Error("The report was not stored");

      await recordAudit(tx, {
        actor: reporter satisfies Actor,
        action: "report",
        entity: "message-report",
        entityId: report.id,
        after: { coachId: input.coachId, reason: input.reason },
      });
      await mailAdmins(tx, now);
      return { id: report.id };
    })
    .then(async (result) => {
      void sendQueuedMailNow(now);
      return result;
    });
}

/**
 * Tells every active administrator that a report came in, in their language: the mail says only
 * that, and links to the reports page (no name, no coach, no reason: mail leaves our hands).
 */
async function mailAdmins(tx: Database, now: Date) {
  const admins = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), isNull(users.deactivatedAt)));
  const url = `${siteOrigin(env())}/admin/message-reports`;
  for (const admin of admins) {
    const lng = admin.locale === "en" ? "en" : "nl";
    const { t } = getI18n(lng);
    const mail = composeMail({
      lng,
      subject: t("admin:messageReports.mail.subject"),
      name: admin.name,
      paragraphs: [t("admin:messageReports.mail.body")],
      action: { label: t("admin:messageReports.mail.button"), url },
    });
    await enqueueJob(tx, {
      name: "mail",
      key: `mail:${randomUUID()}`,
      runAt: now,
      payload: { to: admin.email, ...mail },
    });
  }
}

/** A report as the administrators' page shows it, its content opened. */
export interface AdminReport {
  id: string;
  reason: ReportReason;
  createdAt: Date;
  handledAt: Date | null;
  coach: { id: string; name: string } | null;
  reporter: { id: string; name: string } | null;
  /** Null when it cannot be opened (the server's secret changed since). */
  content: ReportContent | null;
}

/** How many reports wait for an administrator. */
export async function openReportCount(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(messageReports).where(isNull(messageReports.handledAt));
  return row?.open ?? 0;
}

/** Open reports first (newest first), then the handled ones (most recently handled first). */
export async function listReports(db: Database, secret: string, limit = 200): Promise<AdminReport[]> {
  const rows = await db
    .select({
      id: messageReports.id,
      reason: messageReports.reason,
      content: messageReports.content,
      createdAt: messageReports.createdAt,
      handledAt: messageReports.handledAt,
      coachId: coaches.id,
      coachName: coaches.name,
      reporterId: users.id,
      reporterName: users.name,
    })
    .from(messageReports)
    .leftJoin(coaches, eq(coaches.id, messageReports.coachId))
    .leftJoin(users, eq(users.id, messageReports.reporterId))
    .orderBy(
      asc(isNotNull(messageReports.handledAt)),
      sql`case when ${messageReports.handledAt} is null then ${messageReports.createdAt} else ${messageReports.handledAt} end desc`,
      desc(messageReports.id),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt,
    handledAt: row.handledAt,
    coach: row.coachId && row.coachName !== null ? { id: row.coachId, name: row.coachName } : null,
    reporter: row.reporterId && row.reporterName !== null ? { id: row.reporterId, name: row.reporterName } : null,
    content: openContent(row.content, secret),
  }));
}

function openContent(sealed: string, secret: string): ReportContent | null {
  try {
    const value = JSON.parse(decryptSecret(sealed, secret, "message-report")) as Partial<ReportContent>;
    return {
      note: typeof value.note === "string" ? value.note : "",
      message:
        value.message && typeof value.message.text === "string" && typeof value.message.sentAt === "string"
          ? { text: value.message.text, sentAt: value.message.sentAt }
          : null,
    };
  } catch {
    return null;
  }
}

/** An administrator marks a report handled; audited. A report handled already is left as it is. */
export async function markReportHandled(
  db: Database,
  actor: Actor,
  id: string,
  now: Date,
): Promise<"done" | "unchanged"> {
  if (!isUuid(id)) fail("notFound");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [report] = await tx
      .select({ handledAt: messageReports.handledAt })
      .from(messageReports)
      .where(eq(messageReports.id, id))
      .for("update");
    if (!report) fail("notFound");
    if (report.handledAt) return "unchanged";
    await tx.update(messageReports).set({ handledAt: now }).where(eq(messageReports.id, id));
    await recordAudit(tx, {
      actor,
      action: "handle",
      entity: "message-report",
      entityId: id,
      before: { handledAt: null },
      after: { handledAt: now },
    });
    return "done";
  });
}
