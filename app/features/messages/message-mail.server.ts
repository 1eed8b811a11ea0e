import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { coaches } from "~/db/schema/coaching";
import { conversations } from "~/db/schema/messages";
import { queueMail } from "~/features/email/queue.server";
import { newMessageMail } from "~/features/email/templates.server";
import { getMailPreferences } from "~/features/notifications/preferences.server";
import { siteOrigin } from "~/utils/env.server";

export interface MessageMailInput {
  conversationId: string;
  /** Who the mail would go to, and on which side of the conversation they are. */
  recipientId: string;
  side: "member" | "coach";
  now: Date;
}

/** At most one "you have a message" mail per conversation and recipient in this time. */
export const MESSAGE_MAIL_INTERVAL_MS = 3_600_000;

/**
 * After a message: a mail to the recipient that says only that there is a message (never its
 * content), at most one per conversation per hour, and only when their mail preferences allow it.
 * The hour is claimed with one conditional update, so two messages at the same moment (on two
 * instances) still make one mail. The mail is queued, never sent inside the request.
 */
export async function queueMessageMail(db: Database, input: MessageMailInput): Promise<void> {
  const { recipientId, side, now } = input;
  const [recipient] = await db
    .select({ name: users.name, email: users.email, locale: users.locale, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient || recipient.deactivatedAt) return;
  if (!(await getMailPreferences(db, recipientId)).messages) return;

  const claimed = await claimMessageMailHour(db, input);
  if (!claimed) return;

  const lng = recipient.locale === "en" ? "en" : "nl";
  const origin = siteOrigin();
  let from: string;
  let url: string;
  if (side === "member") {
    const [coach] = await db
      .select({ name: coaches.name, slug: coaches.slug })
      .from(coaches)
      .where(eq(coaches.id, claimed.coachId));
    if (!coach) return;
    from = coach.name;
    url = `${origin}/${lng}/messages/${coach.slug}`;
  } else {
    const [member] = await db.select({ name: users.name }).from(users).where(eq(users.id, claimed.memberId));
    if (!member) return;
    from = member.name;
    url = `${origin}/coach/messages/${claimed.memberId}`;
  }
  await queueMail(db, { to: recipient.email, ...newMessageMail({ lng, name: recipient.name, from, url }) }, now);
}

/**
 * Claims the recipient's mail hour of a conversation with one conditional update: the mail time
 * is set to `now` only when the last one is an hour old or there was none, and only for the
 * conversation's own member or coach. Answers the conversation's two parties, or null when the
 * hour is taken (or the recipient is not on that side).
 */
export async function claimMessageMailHour(
  db: Database,
  { conversationId, recipientId, side, now }: MessageMailInput,
): Promise<{ memberId: string; coachId: string } | null> {
  const mailedAt = side === "member" ? conversations.memberMailedAt : conversations.coachMailedAt;
  const recipientOf =
    side === "member"
      ? eq(conversations.memberId, recipientId)
      : sql`exists (select 1 from ${coaches} where ${coaches.id} = ${conversations.coachId} and ${coaches.userId} = ${recipientId})`;
  const [claimed] = await db
    .update(conversations)
    .set(side === "member" ? { memberMailedAt: now } : { coachMailedAt: now })
    .where(
      and(
        eq(conversations.id, conversationId),
        recipientOf,
        or(isNull(mailedAt), lt(mailedAt, new Date(now.getTime() - MESSAGE_MAIL_INTERVAL_MS))),
      ),
    )
    .returning({ memberId: conversations.memberId, coachId: conversations.coachId });
  return claimed ?? null;
}
