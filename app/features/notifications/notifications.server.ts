import { and, count, desc, eq, isNull, like, notLike, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { notifications } from "~/db/schema/messages";
import { isUuid } from "~/utils/ids";
import { safeReturnTo } from "~/utils/return-to";
import type { NotificationKind } from "./notify.server";

/**
 * Which list a notification belongs to: the coach area's (it leads into `/coach/…`) or the
 * member pages'. An account that is both member and coach sees each in its own area.
 */
export type Audience = "member" | "coach";

/** A list shows this many at a time, newest first, with "older" for the rest. */
export const NOTIFICATIONS_PER_PAGE = 30;
/** Pages beyond this are not offered (older notifications are of no use to anyone). */
export const MAX_NOTIFICATION_PAGE = 100;

const COACH_PREFIX = "/coach/%";

function audienceOf(audience: Audience) {
  return audience === "coach" ? like(notifications.link, COACH_PREFIX) : notLike(notifications.link, COACH_PREFIX);
}

/** The page asked for in `?page=`: a whole number from 1, anything else is the first. */
export function pageParam(value: string | null): number {
  if (!value || !/^[1-9][0-9]{0,2}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_NOTIFICATION_PAGE);
}

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  params: Record<string, string>;
  createdAt: string;
  read: boolean;
}

/** One page of a person's own notifications in one area, newest first, and whether there are older. */
export async function listNotifications(
  db: Database,
  userId: string,
  audience: Audience,
  page: number,
): Promise<{ items: NotificationItem[]; older: boolean }> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), audienceOf(audience)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PER_PAGE + 1)
    .offset((page - 1) * NOTIFICATIONS_PER_PAGE);
  return {
    items: rows.slice(0, NOTIFICATIONS_PER_PAGE).map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    older: rows.length > NOTIFICATIONS_PER_PAGE,
  };
}

/** Unread notifications per area, in one query on the person's own rows (the header's counts). */
export async function unreadNotificationCounts(db: Database, userId: string): Promise<Record<Audience, number>> {
  const [row] = await db
    .select({
      coach: sql<number>`count(*) filter (where ${notifications.link} like ${COACH_PREFIX})`.mapWith(Number),
      all: count(),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const coach = row?.coach ?? 0;
  return { coach, member: (row?.all ?? 0) - coach };
}

/**
 * Opens one of the person's own notifications: marks it read and answers where it leads, a path
 * on this site (anything else leads to `fallback`). Someone else's, or nothing: null.
 */
export async function openNotification(
  db: Database,
  userId: string,
  id: string,
  fallback: string,
  now: Date,
): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ link: notifications.link });
  if (!row) return null;
  return notificationTarget(row.link, fallback);
}

/** Where opening a notification may lead: a path on this site, never another host. */
export function notificationTarget(link: string, fallback: string): string {
  return safeReturnTo(link, fallback);
}

/** Marks every unread notification of the person's in one area as read; answers how many. */
export async function markAllRead(db: Database, userId: string, audience: Audience, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), audienceOf(audience)))
    .returning({ id: notifications.id });
  return rows.length;
}
