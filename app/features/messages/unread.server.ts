import { and, count, eq, gt, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { conversations, messages } from "~/db/schema/messages";

/**
 * Conversations with a message the person has not read yet, on either side (as the member, and as
 * the coach of a practice the account holds): the count in the header.
 */
export async function unreadConversationCount(db: Database, userId: string): Promise<number> {
  const readUpTo = sql`coalesce(case when ${conversations.memberId} = ${userId} then ${conversations.memberReadAt} else ${conversations.coachReadAt} end, '-infinity'::timestamptz)`;
  const unread = db
    .select({ one: sql`1` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        ne(messages.authorId, userId),
        gt(messages.createdAt, readUpTo),
      ),
    );
  const [row] = await db
    .select({ count: count() })
    .from(conversations)
    .leftJoin(coaches, eq(coaches.id, conversations.coachId))
    .where(and(or(eq(conversations.memberId, userId), eq(coaches.userId, userId)), sql`exists (${unread})`));
  return row?.count ?? 0;
}
