import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { conversations, messageFiles, messages } from "~/db/schema/messages";
import { spendEach } from "~/features/accounts/rate-limits.server";
import { announce } from "~/features/notifications/live.server";
import { notify } from "~/features/notifications/notify.server";
import { fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { newSealedKey, openBytes, openKey, openText, sealBytes, sealText } from "./crypto.server";
import type { CheckedFile, FileKind } from "./files.server";
import { queueMessageMail } from "./message-mail.server";
import {
  type AppointmentFact,
  MAX_MESSAGE,
  mayConverse,
  messageText,
  openSince,
  type ReadOnlyReason,
  type Side,
  writeState,
} from "./rules";

// Conversations between a member and a coach (decision 030): found or opened when a page is
// opened or a message sent and the rules allow it, listed per side, read page by page, marked read
// when seen, and written to. Bodies and files are sealed with the conversation's key
// (`crypto.server.ts`); what leaves here for a page is the opened text, for that page's person.

/** The server's secret and the clock; tests pass their own. */
export interface MessageDeps {
  secret: string;
  now: Date;
}

/** Messages per page of a conversation; conversations per page of a list. */
export const MESSAGES_PER_PAGE = 50;
export const CONVERSATIONS_PER_PAGE = 20;

/** A conversation as its pages know it: its row, the two parties, and whether each may write. */
export interface Conversation {
  id: string;
  memberId: string;
  memberName: string;
  memberLocale: string;
  coachId: string;
  coachUserId: string | null;
  coachSlug: string;
  coachName: string;
  replyWithinDays: number | null;
  sealedKey: string;
  memberReadAt: Date | null;
  coachReadAt: Date | null;
  blockedAt: Date | null;
  appointments: AppointmentFact[];
}

/** The pair's appointments, for the rules. */
async function appointmentsOf(db: Database, memberId: string, coachId: string): Promise<AppointmentFact[]> {
  return db
    .select({ startsAt: appointments.startsAt, status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.memberId, memberId), eq(appointments.coachId, coachId)));
}

const conversationColumns = {
  id: conversations.id,
  sealedKey: conversations.sealedKey,
  memberReadAt: conversations.memberReadAt,
  coachReadAt: conversations.coachReadAt,
  blockedAt: conversations.blockedAt,
};

/** A conversation the pair may have but that has no row yet (`open: false` looked without making it). */
export const UNOPENED = "unopened";

/**
 * The conversation of a member and a coach, opened (its row and key made) when they may have one;
 * null when they may not (no appointment together that was not cancelled, and no conversation yet).
 * With `open: false` nothing is written: a conversation without a row yet is `UNOPENED`.
 */
async function conversationOf(
  db: Database,
  memberId: string,
  coachId: string,
  secret: string,
  open: boolean,
): Promise<Conversation | typeof UNOPENED | null> {
  const [member] = await db
    .select({ name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, memberId));
  const [coach] = await db
    .select({
      id: coaches.id,
      userId: coaches.userId,
      slug: coaches.slug,
      name: coaches.name,
      replyWithinDays: coaches.replyWithinDays,
    })
    .from(coaches)
    .where(eq(coaches.id, coachId));
  if (!member || !coach) return null;
  const facts = await appointmentsOf(db, memberId, coachId);
  const find = () =>
    db
      .select(conversationColumns)
      .from(conversations)
      .where(and(eq(conversations.memberId, memberId), eq(conversations.coachId, coachId)));
  let [row] = await find();
  if (!row) {
    if (!mayConverse(facts)) return null;
    if (!open) return UNOPENED;
    // Two first visits at once: one row wins, both read it.
    await db
      .insert(conversations)
      .values({ memberId, coachId, sealedKey: newSealedKey(secret) })
      .onConflictDoNothing();
    [row] = await find();
    if (!row) return null;
  }
  return {
    ...row,
    memberId,
    memberName: member.name,
    memberLocale: member.locale ?? "nl",
    coachId: coach.id,
    coachUserId: coach.userId,
    coachSlug: coach.slug,
    coachName: coach.name,
    replyWithinDays: coach.replyWithinDays,
    appointments: facts,
  } satisfies Conversation;
}

/** The member's conversation with the coach of `slug`; null when there is none for them. */
export async function memberConversation(
  db: Database,
  memberId: string,
  slug: string,
  secret: string,
): Promise<Conversation | null> {
  return opened(await findMemberConversation(db, memberId, slug, secret, true));
}

/** As `memberConversation`; with `open: false` a conversation without a row yet is `UNOPENED`. */
export async function findMemberConversation(
  db: Database,
  memberId: string,
  slug: string,
  secret: string,
  open: boolean,
) {
  const [coach] = await db.select({ id: coaches.id }).from(coaches).where(eq(coaches.slug, slug));
  if (!coach) return null;
  return conversationOf(db, memberId, coach.id, secret, open);
}

/** The coach's conversation with the member `memberId`; null when there is none for them. */
export async function coachConversation(
  db: Database,
  coachId: string,
  memberId: string,
  secret: string,
): Promise<Conversation | null> {
  return opened(await conversationOf(db, memberId, coachId, secret, true));
}

/** As `coachConversation`; with `open: false` a conversation without a row yet is `UNOPENED`. */
export function findCoachConversation(db: Database, coachId: string, memberId: string, secret: string, open: boolean) {
  return conversationOf(db, memberId, coachId, secret, open);
}

const opened = (found: Conversation | typeof UNOPENED | null) => (found === UNOPENED ? null : found);

/**
 * Opens the conversations a person's appointments entitle them to and that have no row yet, so
 * the list shows every conversation there is (the first visit of a list, or after a new booking).
 */
async function openMissing(db: Database, who: { memberId: string } | { coachId: string }, secret: string) {
  const missing = await db
    .selectDistinct({ memberId: appointments.memberId, coachId: appointments.coachId })
    .from(appointments)
    .leftJoin(
      conversations,
      and(eq(conversations.memberId, appointments.memberId), eq(conversations.coachId, appointments.coachId)),
    )
    .where(
      and(
        "memberId" in who ? eq(appointments.memberId, who.memberId) : eq(appointments.coachId, who.coachId),
        ne(appointments.status, "cancelled"),
        sql`${appointments.memberId} is not null`,
        sql`${conversations.id} is null`,
      ),
    );
  if (missing.length === 0) return;
  await db
    .insert(conversations)
    .values(
      missing.map((pair) => ({
        memberId: pair.memberId as string,
        coachId: pair.coachId,
        sealedKey: newSealedKey(secret),
      })),
    )
    .onConflictDoNothing();
}

export interface ConversationSummary {
  id: string;
  /** The other party: the coach's name and slug for the member, the member's name and id for the coach. */
  name: string;
  key: string;
  lastMessageAt: Date | null;
  unread: boolean;
  open: boolean;
  blocked: boolean;
}

/** Whether the pair's appointments keep a conversation open at `now` (the SQL form of `isOpen`). */
function openNow(now: Date) {
  const at = now.toISOString();
  const since = openSince(now).toISOString();
  return sql<boolean>`exists (select 1 from ${appointments} a
    where a.member_id = ${conversations.memberId} and a.coach_id = ${conversations.coachId} and a.status <> 'cancelled'
    and ((a.starts_at > ${at}::timestamptz and a.status = 'confirmed')
      or (a.starts_at <= ${at}::timestamptz and a.starts_at >= ${since}::timestamptz)))`;
}

/** Whether the other side wrote after `readAt`. */
function unreadBy(side: Side) {
  const readAt = side === "member" ? conversations.memberReadAt : conversations.coachReadAt;
  const other =
    side === "member" ? sql`m.author_id <> ${conversations.memberId}` : sql`m.author_id = ${conversations.memberId}`;
  return sql<boolean>`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and ${other}
    and m.created_at > coalesce(${readAt}, '-infinity'::timestamptz))`;
}

const newestFirst = [
  desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
  desc(conversations.id),
];

/** A page of the member's conversations, newest first, and whether there are more. */
export async function listForMember(db: Database, memberId: string, page: number, deps: MessageDeps) {
  await openMissing(db, { memberId }, deps.secret);
  const rows = await db
    .select({
      id: conversations.id,
      name: coaches.name,
      key: coaches.slug,
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadBy("member"),
      open: openNow(deps.now),
      blockedAt: conversations.blockedAt,
    })
    .from(conversations)
    .innerJoin(coaches, eq(coaches.id, conversations.coachId))
    .where(eq(conversations.memberId, memberId))
    .orderBy(...newestFirst)
    .limit(CONVERSATIONS_PER_PAGE + 1)
    .offset((page - 1) * CONVERSATIONS_PER_PAGE);
  return pageOf(rows);
}

/** A page of the coach's conversations, newest first, and whether there are more. */
export async function listForCoach(db: Database, coachId: string, page: number, deps: MessageDeps) {
  await openMissing(db, { coachId }, deps.secret);
  const rows = await db
    .select({
      id: conversations.id,
      name: users.name,
      key: conversations.memberId,
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadBy("coach"),
      open: openNow(deps.now),
      blockedAt: conversations.blockedAt,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.memberId))
    .where(eq(conversations.coachId, coachId))
    .orderBy(...newestFirst)
    .limit(CONVERSATIONS_PER_PAGE + 1)
    .offset((page - 1) * CONVERSATIONS_PER_PAGE);
  return pageOf(rows);
}

function pageOf(
  rows: {
    id: string;
    name: string;
    key: string;
    lastMessageAt: Date | null;
    unread: boolean;
    open: boolean;
    blockedAt: Date | null;
  }[],
) {
  const items: ConversationSummary[] = rows.slice(0, CONVERSATIONS_PER_PAGE).map(({ blockedAt, ...row }) => ({
    ...row,
    unread: Boolean(row.unread),
    open: Boolean(row.open),
    blocked: blockedAt !== null,
  }));
  return { items, more: rows.length > CONVERSATIONS_PER_PAGE };
}

export interface MessageView {
  id: string;
  side: Side;
  text: string;
  sentAt: Date;
  file: { kind: FileKind; name: string; size: number } | null;
}

/**
 * A page of the conversation's messages, oldest first: the newest `MESSAGES_PER_PAGE`, or those
 * before the message `before`; `older` names the message to page back from, when there are more.
 */
export async function messagePage(db: Database, conversation: Conversation, before: string | null, secret: string) {
  const key = openKey(conversation.sealedKey, secret);
  let cursor: { createdAt: Date; id: string } | undefined;
  if (before) {
    [cursor] = await db
      .select({ createdAt: messages.createdAt, id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, before), eq(messages.conversationId, conversation.id)));
    if (!cursor) return null;
  }
  const rows = await db
    .select({
      id: messages.id,
      authorId: messages.authorId,
      body: messages.body,
      createdAt: messages.createdAt,
      fileKind: messageFiles.kind,
      fileName: messageFiles.name,
      fileSize: messageFiles.size,
    })
    .from(messages)
    .leftJoin(messageFiles, eq(messageFiles.messageId, messages.id))
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        cursor
          ? or(
              lt(messages.createdAt, cursor.createdAt),
              and(eq(messages.createdAt, cursor.createdAt), lt(messages.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PER_PAGE + 1);
  const more = rows.length > MESSAGES_PER_PAGE;
  const shown = rows.slice(0, MESSAGES_PER_PAGE).reverse();
  const items: MessageView[] = shown.map((row) => ({
    id: row.id,
    side: row.authorId === conversation.memberId ? "member" : "coach",
    text: openText(row.body, key),
    sentAt: row.createdAt,
    file:
      row.fileKind && row.fileName && row.fileSize !== null
        ? { kind: row.fileKind, name: openText(row.fileName, key), size: row.fileSize }
        : null,
  }));
  return { items, older: more ? (shown[0]?.id ?? null) : null };
}

/** The id of `side`'s last message the other side has read, for the "Read" under it. */
export async function readReceipt(db: Database, conversation: Conversation, side: Side): Promise<string | null> {
  const otherReadAt = side === "member" ? conversation.coachReadAt : conversation.memberReadAt;
  if (!otherReadAt) return null;
  const [last] = await db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), authoredBy(conversation, side)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return last && otherReadAt >= last.createdAt ? last.id : null;
}

function authoredBy(conversation: Conversation, side: Side) {
  return side === "member"
    ? eq(messages.authorId, conversation.memberId)
    : ne(messages.authorId, conversation.memberId);
}

/**
 * Marks everything up to now as read by `side`; when something the other side wrote was unread,
 * the other side's open page hears it (its "Read" appears).
 */
export async function markRead(db: Database, conversation: Conversation, side: Side, now: Date): Promise<void> {
  const readAt = side === "member" ? conversation.memberReadAt : conversation.coachReadAt;
  const other = side === "member" ? "coach" : "member";
  const [unread] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        authoredBy(conversation, other),
        readAt ? gt(messages.createdAt, readAt) : undefined,
      ),
    )
    .limit(1);
  if (!unread) return;
  await db
    .update(conversations)
    .set(side === "member" ? { memberReadAt: now } : { coachReadAt: now })
    .where(eq(conversations.id, conversation.id));
  const otherUser = side === "member" ? conversation.coachUserId : conversation.memberId;
  if (otherUser) await announce([otherUser], { type: "read", conversationId: conversation.id });
}

/** What a side may do now: write, or why not. */
export function stateOf(conversation: Conversation, side: Side, now: Date) {
  return writeState(side, conversation, conversation.appointments, now);
}

export type { ReadOnlyReason };

/** The limits on writing, per person and per conversation (see `rate-limits.server.ts`). */
async function spendSendLimits(authorId: string, conversationId: string) {
  await spendEach(
    [
      ["messageAuthor", authorId],
      ["messageConversation", conversationId],
    ],
    { fields: { body: "errors.tooMany" } },
  );
}

export interface SendInput {
  side: Side;
  authorId: string;
  text: string;
  /** A coach's attachment, checked (`checkAttachment`). */
  file?: CheckedFile | null;
}

/**
 * Writes a message: the rules and limits first, then the sealed message (and file) and the
 * conversation's last message time, in one transaction; then the recipient's notification (the
 * sender's name only), their mail (`queueMessageMail` decides whether and when) and both sides'
 * open pages. Returns the message's id.
 */
export async function sendMessage(
  db: Database,
  conversation: Conversation,
  input: SendInput,
  deps: MessageDeps,
): Promise<string> {
  const state = stateOf(conversation, input.side, deps.now);
  if (!state.canWrite) fail("conflict", { key: `readOnly.${state.reason}` });
  const text = messageText(input.text);
  if (text === null)
    fail("invalid", {
      fields: { body: input.text.trim().length > MAX_MESSAGE ? "errors.bodyTooLong" : "errors.bodyRequired" },
    });
  if (input.file && input.side !== "coach") fail("forbidden");
  await spendSendLimits(input.authorId, conversation.id);
  const key = openKey(conversation.sealedKey, deps.secret);
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        authorId: input.authorId,
        body: sealText(text, key),
        createdAt: deps.now,
      })
      .returning({ id: messages.id });
    if (!row) throw new Error("The message was not written");
    if (input.file) {
      await tx.insert(messageFiles).values({
        messageId: row.id,
        kind: input.file.kind,
        name: sealText(input.file.name, key),
        data: sealBytes(input.file.bytes, key),
        size: input.file.bytes.byteLength,
      });
    }
    // The writer has read everything up to their own message.
    await tx
      .update(conversations)
      .set({
        lastMessageAt: deps.now,
        ...(input.side === "member" ? { memberReadAt: deps.now } : { coachReadAt: deps.now }),
      })
      .where(eq(conversations.id, conversation.id));
    return row.id;
  });
  const recipient = input.side === "member" ? conversation.coachUserId : conversation.memberId;
  if (recipient) {
    const toMember = input.side === "coach";
    await notify(
      db,
      {
        userId: recipient,
        kind: "message",
        subject: conversation.id,
        link: toMember
          ? `/${languageParam(conversation.memberLocale)}/messages/${conversation.coachSlug}`
          : `/coach/messages/${conversation.memberId}`,
        params: { name: toMember ? conversation.coachName : conversation.memberName },
      },
      deps.now,
    );
    await queueMessageMail(db, {
      conversationId: conversation.id,
      recipientId: recipient,
      side: toMember ? "member" : "coach",
      now: deps.now,
    });
  }
  await announce(
    [recipient, input.authorId].filter((userId): userId is string => Boolean(userId)),
    {
      type: "message",
      conversationId: conversation.id,
    },
  );
  return id;
}

/** The member blocks the coach (who can then no longer write) or lifts the block. */
export async function setBlocked(db: Database, conversation: Conversation, blocked: boolean, now: Date) {
  await db
    .update(conversations)
    .set({ blockedAt: blocked ? (conversation.blockedAt ?? now) : null })
    .where(eq(conversations.id, conversation.id));
}

/** One of the conversation's coach messages, opened, for a report the member chose to include it in. */
export async function coachMessageOf(db: Database, conversation: Conversation, messageId: string, secret: string) {
  const [row] = await db
    .select({ body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(eq(messages.id, messageId), eq(messages.conversationId, conversation.id), authoredBy(conversation, "coach")),
    );
  if (!row) return null;
  return { text: openText(row.body, openKey(conversation.sealedKey, secret)), sentAt: row.createdAt };
}

/**
 * A message's file for someone who may see it (the conversation's member, or its coach's account),
 * opened; null for anyone else and for a message without a file.
 */
export async function fileFor(db: Database, messageId: string, userId: string, secret: string) {
  const [row] = await db
    .select({
      kind: messageFiles.kind,
      name: messageFiles.name,
      data: messageFiles.data,
      sealedKey: conversations.sealedKey,
    })
    .from(messageFiles)
    .innerJoin(messages, eq(messages.id, messageFiles.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(coaches, eq(coaches.id, conversations.coachId))
    .where(
      and(eq(messageFiles.messageId, messageId), or(eq(conversations.memberId, userId), eq(coaches.userId, userId))),
    );
  if (!row) return null;
  const key = openKey(row.sealedKey, secret);
  return { kind: row.kind, name: openText(row.name, key), bytes: openBytes(row.data, key) };
}

/**
 * Everything a person wrote or was written in their conversations, opened, for their own download:
 * as the member and as a coach.
 */
export async function conversationsForExport(db: Database, userId: string, secret: string) {
  const rows = await db
    .select({
      id: conversations.id,
      memberId: conversations.memberId,
      sealedKey: conversations.sealedKey,
      coachName: coaches.name,
      memberName: users.name,
      coachUserId: coaches.userId,
      blockedAt: conversations.blockedAt,
      createdAt: conversations.createdAt,
    })
    .from(conversations)
    .innerJoin(coaches, eq(coaches.id, conversations.coachId))
    .innerJoin(users, eq(users.id, conversations.memberId))
    .where(or(eq(conversations.memberId, userId), eq(coaches.userId, userId)))
    .orderBy(asc(conversations.createdAt));
  if (rows.length === 0) return [];
  const all = await db
    .select({
      conversationId: messages.conversationId,
      authorId: messages.authorId,
      body: messages.body,
      createdAt: messages.createdAt,
      fileName: messageFiles.name,
    })
    .from(messages)
    .leftJoin(messageFiles, eq(messageFiles.messageId, messages.id))
    .where(
      inArray(
        messages.conversationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map((row) => {
    const key = openKey(row.sealedKey, secret);
    const asMember = row.memberId === userId;
    return {
      as: asMember ? ("member" as const) : ("coach" as const),
      with: asMember ? row.coachName : row.memberName,
      startedAt: row.createdAt,
      blockedAt: row.blockedAt,
      messages: all
        .filter((message) => message.conversationId === row.id)
        .map((message) => {
          const side: Side = message.authorId === row.memberId ? "member" : "coach";
          return {
            from: side,
            sentAt: message.createdAt,
            text: openText(message.body, key),
            file: message.fileName ? openText(message.fileName, key) : null,
          };
        }),
    };
  });
}
