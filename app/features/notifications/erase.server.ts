import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments } from "~/db/schema/coaching";
import { conversations, notifications } from "~/db/schema/messages";

/**
 * Before an account is erased: the notifications others have about it go too. A coach's list
 * names the member of a booking or a message ("Ann cancelled…", "New message from Ann"); those
 * are found by their subject (the member's appointments and conversations), so this runs while
 * the appointments still name the member and the conversations still exist. The person's own
 * notifications go with the account (the foreign key). Answers how many were removed.
 */
export async function forgetNotificationsAbout(db: Database, userId: string): Promise<number> {
  const theirAppointments = sql`select ${appointments.id}::text from ${appointments} where ${appointments.memberId} = ${userId}`;
  const theirConversations = sql`select ${conversations.id}::text from ${conversations} where ${conversations.memberId} = ${userId}`;
  const removed = await db
    .delete(notifications)
    .where(
      and(
        ne(notifications.userId, userId),
        or(
          and(eq(notifications.kind, "booking"), sql`${notifications.subject} in (${theirAppointments})`),
          and(eq(notifications.kind, "message"), sql`${notifications.subject} in (${theirConversations})`),
        ),
      ),
    )
    .returning({ id: notifications.id });
  return removed.length;
}
