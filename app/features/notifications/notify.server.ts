import { sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { type NotificationKind, notifications } from "~/db/schema/messages";
import { announce } from "./live.server";

export type { NotificationKind };

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** A same-origin path. */
  link: string;
  /** What it is about (a conversation, an appointment, an event session): repeats collapse on it. */
  subject: string;
  /** The values the localised text needs; never a message's content. */
  params?: Record<string, string>;
}

/**
 * Puts a notification in a person's list and tells their open pages. An unread one of the same
 * kind and subject is brought forward (with the new values) instead of repeated.
 */
export async function notify(db: Database, input: NotificationInput, now: Date): Promise<void> {
  await db
    .insert(notifications)
    .values({ ...input, params: input.params ?? {}, createdAt: now })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.kind, notifications.subject],
      targetWhere: sql`${notifications.readAt} is null`,
      set: { createdAt: now, link: input.link, params: input.params ?? {} },
    });
  await announce([input.userId], { type: "notification" });
}
