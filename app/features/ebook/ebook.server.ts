import { randomBytes } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { ebookDownloads, ebookLeads } from "~/db/schema/content";
import { queueMail } from "~/features/email/queue.server";
import { composeMail } from "~/features/email/templates.server";
import { siteOrigin } from "~/utils/env.server";
import type { Language } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { EBOOK_CONSENT_VERSION } from "./lead-form";
import { downloadPath, withdrawPath } from "./paths";

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Stores a visitor's email with their consent and mails the download link and the link to withdraw.
 * Returns the token that unlocks the download.
 */
export async function createLead(db: Database, email: string, lng: Language, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(ebookLeads)
    .values({ email, locale: lng, consentVersion: EBOOK_CONSENT_VERSION, consentedAt: now, token });
  const { t } = getI18n(lng);
  const mail = composeMail({
    lng,
    subject: t("media:ebook.mail.subject"),
    name: t("media:ebook.mail.name"),
    paragraphs: [t("media:ebook.mail.body")],
    action: { label: t("media:ebook.mail.download"), url: `${siteOrigin()}${downloadPath(lng, token)}` },
    footnote: t("media:ebook.mail.withdraw", { url: `${siteOrigin()}${withdrawPath(lng, token)}` }),
  });
  await queueMail(db, { to: email, ...mail }, now);
  return token;
}

/** The lead a token belongs to, while its consent stands. */
export async function activeLead(db: Database, token: string | null) {
  if (!token || !tokenPattern.test(token)) return null;
  const [lead] = await db
    .select({ id: ebookLeads.id })
    .from(ebookLeads)
    .where(and(eq(ebookLeads.token, token), isNull(ebookLeads.withdrawnAt)));
  return lead ?? null;
}

/** Withdraws consent: the address is erased at once; the counted downloads stay, without it. */
export async function withdrawLead(db: Database, token: string, now: Date): Promise<boolean> {
  if (!tokenPattern.test(token)) return false;
  const rows = await db
    .update(ebookLeads)
    .set({ email: null, withdrawnAt: now })
    .where(and(eq(ebookLeads.token, token), isNull(ebookLeads.withdrawnAt)))
    .returning({ id: ebookLeads.id });
  return rows.length > 0;
}

export async function recordDownload(db: Database, by: { userId?: string; leadId?: string }, lng: Language, now: Date) {
  await db
    .insert(ebookDownloads)
    .values({ userId: by.userId ?? null, leadId: by.leadId ?? null, locale: lng, downloadedAt: now });
}

export async function downloadCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ebookDownloads);
  return row?.n ?? 0;
}
