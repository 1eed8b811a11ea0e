import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { coaches } from "~/db/schema/coaching";
import { conversations, messages } from "~/db/schema/messages";

// Which conversations wait for a reply, for the dashboard and the coach's home: only whether the
// other side wrote after the person last read, never what was written (bodies stay sealed).

/** Whether the other side wrote after this side last read. */
function unreadBy(side: "member" | "coach") {
  const readAt = side === "member" ? conversations.memberReadAt : conversations.coachReadAt;
  const other =
    side === "member" ? sql`m.author_id <> ${conversations.memberId}` : sql`m.author_id = ${conversations.memberId}`;
  return sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and ${other}
    and m.created_at > coalesce(${readAt}, '-infinity'::timestamptz))`;
}

const LIMIT = 20;

/** The member's conversations with a message from the coach not read yet, newest first. */
export async function unreadForMember(db: Database, memberId: string) {
  const rows = await db
    .select({ coachSlug: coaches.slug, coachName: coaches.name, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .innerJoin(coaches, eq(coaches.id, conversations.coachId))
    .where(and(eq(conversations.memberId, memberId), unreadBy("member")))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(LIMIT);
  return rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt?.toISOString() ?? null }));
}

/** The coach's conversations with a message from the member not read yet, newest first. */
export async function unreadForCoach(db: Database, coachId: string) {
  const rows = await db
    .select({ memberId: conversations.memberId, memberName: users.name, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.memberId))
    .where(and(eq(conversations.coachId, coachId), unreadBy("coach")))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(LIMIT);
  return rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt?.toISOString() ?? null }));
}
