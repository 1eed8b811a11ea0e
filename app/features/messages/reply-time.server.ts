import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";

// How quickly a coach answers, for the administrators' coach page (decision 030). Computed from
// the messages' times and authors alone: no body is read, let alone opened.

/** The period looked at. */
export const REPLY_WINDOW_DAYS = 90;
/** A member's message without an answer after this long counts as unanswered (not yet: waiting). */
export const UNANSWERED_AFTER_DAYS = 14;

const DAY_MS = 86_400_000;

export interface ReplyTime {
  /** The median time to a reply, in hours; null without any reply in the period. */
  medianHours: number | null;
  /** How many replies the median is taken over. */
  replies: number;
  /** Members' messages still without a reply after `UNANSWERED_AFTER_DAYS`. */
  unanswered: number;
}

/**
 * Over the last 90 days: for each member's message that starts a run (the first after the
 * coach's last message, or the first of the conversation), the time until the coach's next
 * message in that conversation. Messages of the member in a run that has started are the same
 * question, not new ones: they start no clock of their own.
 */
export async function medianReplyTime(db: Database, coachId: string, now: Date): Promise<ReplyTime> {
  const since = new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS).toISOString();
  const until = now.toISOString();
  // Whether a message starts a run is decided over the whole conversation (the coach's last
  // message may be older than the period), of the conversations with a message in it.
  const result = (await db.execute(sql`
    with ordered as (
      select m.conversation_id, m.created_at, m.author_id = c.member_id as from_member,
        lag(m.author_id = c.member_id) over (partition by m.conversation_id order by m.created_at, m.id) as after_member
      from messages m
      join conversations c on c.id = m.conversation_id
      where c.coach_id = ${coachId}
        and m.created_at <= ${until}::timestamptz
        and exists (
          select 1 from messages recent
          where recent.conversation_id = c.id and recent.created_at >= ${since}::timestamptz
        )
    ), starts as (
      select o.conversation_id, o.created_at from ordered o
      where o.from_member and o.after_member is not true and o.created_at >= ${since}::timestamptz
    )
    select s.created_at as "askedAt", (
      select min(r.created_at) from ordered r
      where r.conversation_id = s.conversation_id and not r.from_member and r.created_at > s.created_at
    ) as "answeredAt"
    from starts s`)) as unknown as { rows: { askedAt: string | Date; answeredAt: string | Date | null }[] };

  const hours: number[] = [];
  let unanswered = 0;
  for (const row of result.rows) {
    const asked = new Date(row.askedAt).getTime();
    if (row.answeredAt !== null) hours.push((new Date(row.answeredAt).getTime() - asked) / 3_600_000);
    else if (now.getTime() - asked >= UNANSWERED_AFTER_DAYS * DAY_MS) unanswered++;
  }
  return { medianHours: median(hours), replies: hours.length, unanswered };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The coach's stated reply time beside the measured one, for the administrators' coach page. */
export async function replyFiguresOf(
  db: Database,
  coachId: string,
  now: Date,
): Promise<ReplyTime & { statedDays: number | null; windowDays: number; unansweredAfterDays: number }> {
  const [coach] = await db.select({ statedDays: coaches.replyWithinDays }).from(coaches).where(eq(coaches.id, coachId));
  return {
    ...(await medianReplyTime(db, coachId, now)),
    statedDays: coach?.statedDays ?? null,
    windowDays: REPLY_WINDOW_DAYS,
    unansweredAfterDays: UNANSWERED_AFTER_DAYS,
  };
}
