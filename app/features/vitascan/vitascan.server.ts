import { and, desc, eq, isNotNull, isNull, like, lte, notLike, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { vitascanConsents, vitascans, vitascanWithdrawals } from "~/db/schema/vitascan";
import { composeMail } from "~/features/email/templates.server";
import { sendMail } from "~/features/email/transport.server";
import { queueJobs as jobs, notYetRun } from "~/features/jobs/job-table.server";
import { enqueueJob, type JobHandler } from "~/features/jobs/queue.server";
import { env, siteOrigin } from "~/utils/env.server";
import { formatDate } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { nextScanOpensAt } from "./dates";
import { domains, INSTRUMENT_VERSION } from "./instrument";
import { type Answers, type ScanResult, scoreScan } from "./scoring";

/** The consent text's version; a new text asks again. */
export const CONSENT_VERSION = 1;

export const scanIntervalDays = () => env().VITASCAN_INTERVAL_DAYS;

export async function getConsent(db: Database, userId: string) {
  const [row] = await db.select().from(vitascanConsents).where(eq(vitascanConsents.userId, userId));
  return row && row.version >= CONSENT_VERSION ? row : null;
}

export async function giveConsent(db: Database, userId: string, now: Date) {
  await db
    .insert(vitascanConsents)
    .values({ userId, version: CONSENT_VERSION, consentedAt: now })
    .onConflictDoUpdate({ target: vitascanConsents.userId, set: { version: CONSENT_VERSION, consentedAt: now } });
}

/** How long a withdrawal of consent can be undone; then its `vitascan-purge` job deletes the data. */
export const WITHDRAWAL_UNDO_SECONDS = 30;

const purgeKey = (userId: string, withdrawnAt: Date) => `vitascan-purge:${userId}:${withdrawnAt.toISOString()}`;

/**
 * Withdrawing consent takes every scan, the consent and every pending scan reminder of the member
 * out of use at once: they are moved into `vitascan_withdrawals`, so nothing that reads scans or
 * consent (results, dashboard, goals, suggestions, the download, the coach's view) sees them any
 * more. For 30 seconds `undoWithdrawal` puts them back; then the purge job deletes them for good.
 * A second withdrawal within those seconds joins the first (its undo puts back both).
 */
export async function withdrawConsent(db: Database, userId: string, now: Date = new Date()) {
  await db.transaction(async (tx) => {
    const reminders = await tx
      .delete(jobs)
      .where(and(eq(jobs.name, "vitascan-mail"), like(jobs.key, `vitascan:${userId}:%`), notYetRun))
      .returning({ key: jobs.key, runAt: jobs.startAfter, payload: jobs.data });
    const held = reminders.map((row) => ({
      key: row.key ?? "",
      runAt: row.runAt.toISOString(),
      payload: row.payload ?? {},
    }));
    // The rows as they are (`to_jsonb`), so that undo puts back exactly these, whatever columns
    // a later migration adds.
    await tx.execute(sql`
      with scans as (delete from vitascans where user_id = ${userId} returning *),
      consent as (delete from vitascan_consents where user_id = ${userId} returning *)
      insert into vitascan_withdrawals (user_id, withdrawn_at, consent, scans, reminders)
      select ${userId}, ${now.toISOString()}::timestamptz,
        (select to_jsonb(consent) from consent),
        coalesce((select jsonb_agg(to_jsonb(scans)) from scans), '[]'::jsonb),
        ${JSON.stringify(held)}::jsonb
      on conflict (user_id) do update set
        withdrawn_at = excluded.withdrawn_at,
        consent = coalesce(excluded.consent, vitascan_withdrawals.consent),
        scans = vitascan_withdrawals.scans || excluded.scans,
        reminders = vitascan_withdrawals.reminders || excluded.reminders`);
    await enqueueJob(tx, {
      name: "vitascan-purge",
      key: purgeKey(userId, now),
      runAt: new Date(now.getTime() + WITHDRAWAL_UNDO_SECONDS * 1000),
      payload: { userId, withdrawnAt: now.toISOString() },
    });
  });
  return { withdrawnAt: now };
}

/**
 * Puts back what the withdrawal at `withdrawnAt` took out of use, while it is less than 30 seconds
 * old at `now`. A consent or scan given since is kept (the older open scan then stays out: a member
 * has one open scan). Returns false when there is nothing to put back (undone already, purged, or
 * withdrawn again since).
 */
export async function undoWithdrawal(db: Database, userId: string, withdrawnAt: Date, now: Date) {
  if (now.getTime() - withdrawnAt.getTime() >= WITHDRAWAL_UNDO_SECONDS * 1000) return false;
  return db.transaction(async (tx) => {
    const [held] = await tx
      .delete(vitascanWithdrawals)
      .where(and(eq(vitascanWithdrawals.userId, userId), eq(vitascanWithdrawals.withdrawnAt, withdrawnAt)))
      .returning();
    if (!held) return false;
    if (held.consent) {
      await tx.execute(sql`
        insert into vitascan_consents
        select * from jsonb_populate_record(null::vitascan_consents, ${JSON.stringify(held.consent)}::jsonb)
        on conflict do nothing`);
    }
    await tx.execute(sql`
      insert into vitascans
      select * from jsonb_populate_recordset(null::vitascans, ${JSON.stringify(held.scans)}::jsonb)
      on conflict do nothing`);
    for (const reminder of held.reminders) {
      await enqueueJob(tx, {
        name: "vitascan-mail",
        key: reminder.key,
        runAt: new Date(Math.max(Date.parse(reminder.runAt), now.getTime())),
        payload: reminder.payload,
      });
    }
    await tx
      .delete(jobs)
      .where(and(eq(jobs.name, "vitascan-purge"), eq(jobs.key, purgeKey(userId, withdrawnAt)), notYetRun));
    return true;
  });
}

/** Deletes for good a withdrawal whose 30 seconds have passed at `now` (the `vitascan-purge` job). */
export async function purgeWithdrawal(db: Database, userId: string, now: Date) {
  const cutoff = new Date(now.getTime() - WITHDRAWAL_UNDO_SECONDS * 1000);
  await db
    .delete(vitascanWithdrawals)
    .where(and(eq(vitascanWithdrawals.userId, userId), lte(vitascanWithdrawals.withdrawnAt, cutoff)));
}

export interface CompletedScan {
  id: string;
  completedAt: Date;
  result: ScanResult;
}

/** The member's own finished scans, newest first. */
export async function completedScans(db: Database, userId: string, limit = 20): Promise<CompletedScan[]> {
  const rows = await db
    .select({ id: vitascans.id, completedAt: vitascans.completedAt, result: vitascans.result })
    .from(vitascans)
    .where(and(eq(vitascans.userId, userId), isNotNull(vitascans.completedAt)))
    .orderBy(desc(vitascans.completedAt))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, completedAt: row.completedAt as Date, result: row.result as ScanResult }));
}

export async function scanStatus(db: Database, userId: string) {
  const [latest] = await completedScans(db, userId, 1);
  const opensAt = nextScanOpensAt(latest?.completedAt ?? null, scanIntervalDays());
  return { latest: latest ?? null, opensAt };
}

/** The member's unfinished scan, started if there is none (one per member, whatever the device). */
export async function openScan(db: Database, userId: string) {
  const find = () =>
    db
      .select()
      .from(vitascans)
      .where(and(eq(vitascans.userId, userId), isNull(vitascans.completedAt)));
  const [existing] = await find();
  if (existing) return existing;
  await db.insert(vitascans).values({ userId, instrumentVersion: INSTRUMENT_VERSION }).onConflictDoNothing();
  const [created] = await find();
  return created as NonNullable<typeof created>;
}

/** Saves a step's answers (merged into what was saved before) and where to go on from. */
export async function saveStep(db: Database, scanId: string, userId: string, answers: Answers, nextStep: number) {
  await db
    .update(vitascans)
    .set({
      answers: sql`${vitascans.answers} || ${JSON.stringify(answers)}::jsonb`,
      step: Math.max(0, Math.min(nextStep, domains.length - 1)),
      updatedAt: new Date(),
    })
    .where(and(eq(vitascans.id, scanId), eq(vitascans.userId, userId), isNull(vitascans.completedAt)));
}

/**
 * Scores and closes the scan, and queues the mail for when the next one opens. Returns null when
 * an answer is missing (the scan stays open).
 */
export async function completeScan(db: Database, scanId: string, userId: string, now: Date) {
  const [scan] = await db
    .select()
    .from(vitascans)
    .where(and(eq(vitascans.id, scanId), eq(vitascans.userId, userId), isNull(vitascans.completedAt)));
  if (!scan) return null;
  const missing = domains.flatMap((domain) => domain.items).filter((item) => scan.answers[item.id] === undefined);
  if (missing.length > 0) return null;
  const result = scoreScan(scan.answers, scan.instrumentVersion);
  await db
    .update(vitascans)
    .set({ result, overall: result.overall, completedAt: now, updatedAt: now })
    .where(eq(vitascans.id, scanId));
  const opensAt = nextScanOpensAt(now, scanIntervalDays()) as Date;
  await enqueueJob(db, {
    name: "vitascan-mail",
    key: `vitascan:${userId}:opens:${opensAt.toISOString()}`,
    runAt: opensAt,
    payload: { userId, kind: "opens" },
  });
  return result;
}

/** The member's next scan reminder, if one is waiting. */
export async function pendingReminder(db: Database, userId: string) {
  const [row] = await db
    .select({ runAt: jobs.startAfter })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, "vitascan-mail"),
        like(jobs.key, `vitascan:${userId}:%`),
        // The confirmation of a reminder is not a reminder.
        notLike(jobs.key, `vitascan:${userId}:confirm:%`),
        notYetRun,
      ),
    )
    .orderBy(jobs.startAfter)
    .limit(1);
  return row?.runAt ?? null;
}

/** A reminder the member asked for, confirmed by mail right away. */
export async function setReminder(db: Database, userId: string, at: Date, now: Date) {
  await enqueueJob(db, {
    name: "vitascan-mail",
    key: `vitascan:${userId}:reminder:${at.toISOString()}`,
    runAt: at,
    payload: { userId, kind: "reminder" },
  });
  await enqueueJob(db, {
    name: "vitascan-mail",
    key: `vitascan:${userId}:confirm:${at.toISOString()}`,
    runAt: now,
    payload: { userId, kind: "confirm", at: at.toISOString() },
  });
}

export function vitascanJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    // A withdrawal's 30 seconds are over: its data goes for good. Also run when the job is late;
    // a withdrawal made again since has its own job.
    "vitascan-purge": async (payload, now) => {
      await purgeWithdrawal(await getDatabase(), String(payload.userId), now);
    },
    "vitascan-mail": async (payload) => {
      const db = await getDatabase();
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.id, String(payload.userId)));
      if (!user) return;
      const lng = user.locale === "en" ? "en" : "nl";
      const { t } = getI18n(lng);
      const kind = payload.kind === "confirm" ? "confirm" : payload.kind === "opens" ? "opens" : "reminder";
      const date = payload.at ? formatDate(new Date(String(payload.at)), lng, user.timeZone) : "";
      const mail = composeMail({
        lng,
        subject: t(`vitascan:mail.${kind}.subject`, { date }),
        name: user.name,
        paragraphs: [t(`vitascan:mail.${kind}.body`, { date })],
        action: { label: t("vitascan:mail.button"), url: `${siteOrigin()}/${lng}/vitascan` },
        footnote: t("vitascan:mail.footnote"),
      });
      await sendMail({ to: user.email, ...mail });
    },
  };
}
