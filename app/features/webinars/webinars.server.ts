import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { webinarRegistrations, webinars } from "~/db/schema/events";
import { inviteMail } from "~/features/email/invite-mail.server";
import { sendMail } from "~/features/email/transport.server";
import { localised } from "~/features/events/events";
import { enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";
import { visibleWhere } from "~/features/partners/visibility.server";
import { env, siteOrigin } from "~/utils/env.server";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { allowedStreamUrl, parseStreamHosts } from "./stream";

/** The configured allow list of stream hosts. */
export const streamHosts = () => parseStreamHosts(env().STREAM_HOSTS);

/** The reminder goes out this many minutes before the start. */
export const WEBINAR_REMINDER_MINUTES = 60;

export async function getWebinar(db: Database, slug: string) {
  const [webinar] = await db.select().from(webinars).where(eq(webinars.slug, slug));
  return webinar ?? null;
}

export async function isRegistered(db: Database, webinarId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: webinarRegistrations.registeredAt })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId)));
  return Boolean(row);
}

/**
 * Registers a member (again: nothing changes), and in the same transaction queues the invite and
 * the reminder.
 */
export async function registerForWebinar(db: Database, webinarId: string, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(webinarRegistrations)
      .values({ webinarId, userId, registeredAt: now })
      .onConflictDoNothing()
      .returning({ at: webinarRegistrations.registeredAt });
    if (inserted.length === 0) return;
    const [webinar] = await tx.select().from(webinars).where(eq(webinars.id, webinarId));
    if (!webinar) return;
    await enqueueJob(tx, {
      name: "webinar-mail",
      key: `webinar-mail:${webinarId}:${userId}:registered:${now.toISOString()}`,
      runAt: now,
      payload: { webinarId, userId, kind: "registered" },
    });
    await queueWebinarReminder(tx, webinar, userId, now);
  });
}

/**
 * Queues the reminder for one registration, an hour before the start; none once that hour has
 * come. The reminder names the start it is for, so one queued before the webinar moved is dropped.
 */
export async function queueWebinarReminder(
  db: JobExecutor,
  webinar: { id: string; startsAt: Date },
  userId: string,
  now: Date,
): Promise<boolean> {
  const remindAt = new Date(webinar.startsAt.getTime() - WEBINAR_REMINDER_MINUTES * 60_000);
  if (remindAt <= now) return false;
  return enqueueJob(db, {
    name: "webinar-mail",
    key: `webinar-mail:${webinar.id}:${userId}:reminder:${webinar.startsAt.toISOString()}`,
    runAt: remindAt,
    payload: { webinarId: webinar.id, userId, kind: "reminder", startsAt: webinar.startsAt.toISOString() },
  });
}

export async function unregisterFromWebinar(db: Database, webinarId: string, userId: string) {
  await db
    .delete(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId)));
}

/** Upcoming and running webinars the viewer may see, soonest first. */
export async function listWebinars(db: Database, partnerIds: string[], now: Date) {
  return db
    .select()
    .from(webinars)
    .where(
      and(
        sql`${webinars.startsAt} + make_interval(mins => ${webinars.durationMinutes}) > ${now.toISOString()}::timestamptz`,
        visibleWhere(webinars, partnerIds),
      ),
    )
    .orderBy(asc(webinars.startsAt));
}

/** The webinars a member registered for that have not ended, for the dashboard. */
export async function myWebinars(db: Database, userId: string, now: Date, limit = 20) {
  return db
    .select({ slug: webinars.slug, titleNl: webinars.titleNl, titleEn: webinars.titleEn, startsAt: webinars.startsAt })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(
      and(
        eq(webinarRegistrations.userId, userId),
        gte(sql`${webinars.startsAt} + make_interval(mins => ${webinars.durationMinutes})`, now),
      ),
    )
    .orderBy(asc(webinars.startsAt))
    .limit(limit);
}

/** The confirmation (with the invite) or the reminder; a reminder for someone no longer registered is dropped. */
export async function sendWebinarMail(
  db: Database,
  webinarId: string,
  userId: string,
  kind: "registered" | "reminder",
  now: Date,
  /** For a reminder: the start it was queued for; a webinar moved since gets its own reminder. */
  forStart?: string,
) {
  const [row] = await db
    .select({ webinar: webinars, user: users })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .innerJoin(users, eq(users.id, webinarRegistrations.userId))
    .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId)));
  if (!row) return;
  const { webinar, user } = row;
  if (kind === "reminder" && forStart !== undefined && forStart !== webinar.startsAt.toISOString()) return;
  const lng = user.locale === "en" ? "en" : "nl";
  const { t } = getI18n(lng);
  const title = localised(webinar, "title", lng);
  const when = formatDateTime(webinar.startsAt, lng, user.timeZone);
  const link = `${siteOrigin()}/${lng}/webinars/${webinar.slug}`;
  const end = new Date(webinar.startsAt.getTime() + webinar.durationMinutes * 60_000);
  await sendMail(
    inviteMail({
      to: user.email,
      lng,
      subject: t(`events:webinarMail.${kind}.subject`, { title }),
      name: user.name,
      paragraphs: [
        t(`events:webinarMail.${kind}.body`, { title, when, zone: user.timeZone, presenter: webinar.presenterName }),
      ],
      action: { label: t("events:webinarMail.open"), url: link },
      // The reminder carries the link; the invite went with the confirmation.
      invite:
        kind === "registered"
          ? {
              method: "REQUEST",
              uid: `webinar-${webinar.id}-${user.id}@vitaal`,
              sequence: 0,
              start: webinar.startsAt,
              end,
              now,
              summary: title,
              description: link,
              url: link,
              attendees: [{ name: user.name, email: user.email }],
            }
          : null,
    }),
  );
}

export function webinarJobHandlers(getDb: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "webinar-mail": async (payload, now) => {
      const kind = payload.kind === "reminder" ? "reminder" : "registered";
      const forStart = typeof payload.startsAt === "string" ? payload.startsAt : undefined;
      await sendWebinarMail(await getDb(), String(payload.webinarId), String(payload.userId), kind, now, forStart);
    },
  };
}

/** The stream a page may embed for this webinar, or null. */
export function embeddableStream(webinar: { streamUrl: string | null }): string | null {
  return allowedStreamUrl(webinar.streamUrl, streamHosts());
}
