import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "../column-types";
import { users } from "./accounts";
import { coaches } from "./coaching";

// Messages between a member and a coach (decision 030). Bodies, file names and files are stored
// sealed with the conversation's own key, which is itself sealed with the server's key: the tables
// hold no plaintext a database reader could use, and the CHECKs below refuse anything that is not
// in the sealed format. Deleting an account removes what that person wrote (the author's foreign
// key cascades); deleting the member removes the whole conversation.

/** A sealed value: `v1.<iv>.<tag>.<ciphertext>`, base64url parts (see `messages/crypto.server.ts`). */
const sealed = (column: string) => sql.raw(`"${column}" ~ '^v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$'`);

/** One conversation per member and coach, opened by their first appointment. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    /** The conversation's AES-256 key, sealed with the server's key for this purpose. */
    sealedKey: text("sealed_key").notNull(),
    /** Read receipts: everything up to this moment was seen by the member, by the coach. */
    memberReadAt: timestamp("member_read_at", { withTimezone: true }),
    coachReadAt: timestamp("coach_read_at", { withTimezone: true }),
    /** The last "you have a message" mail to the member, to the coach: at most one an hour. */
    memberMailedAt: timestamp("member_mailed_at", { withTimezone: true }),
    coachMailedAt: timestamp("coach_mailed_at", { withTimezone: true }),
    /** The member blocked the coach: the coach can no longer write here until it is lifted. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("conversations_member_coach").on(table.memberId, table.coachId),
    index("conversations_coach_idx").on(table.coachId, table.lastMessageAt),
    index("conversations_member_idx").on(table.memberId, table.lastMessageAt),
    check("conversations_key_sealed", sealed("sealed_key")),
  ],
);

/** One message; its body sealed with the conversation's key. */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** Who wrote it; their messages go with their account. */
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_conversation_idx").on(table.conversationId, table.createdAt, table.id),
    index("messages_author_idx").on(table.authorId),
    check("messages_body_sealed", sealed("body")),
  ],
);

/** A file a coach attached to a message: name and content sealed with the conversation's key. */
export const messageFiles = pgTable(
  "message_files",
  {
    messageId: uuid("message_id")
      .primaryKey()
      .references(() => messages.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"pdf" | "png" | "jpeg">().notNull(),
    name: text("name").notNull(),
    /** The sealed bytes: 12-byte IV, 16-byte tag, ciphertext. */
    data: bytea("data").notNull(),
    /** The plain size in bytes (shown next to the link). */
    size: integer("size").notNull(),
  },
  (table) => [
    check("message_files_kind_known", sql`${table.kind} in ('pdf', 'png', 'jpeg')`),
    check("message_files_name_sealed", sealed("name")),
    check("message_files_size", sql`${table.size} between 1 and 5242880`),
  ],
);

/**
 * A member's report of a message or of a coach, for the administrators: only what the member chose
 * to include (sealed with the server's key for reports), never the conversation itself.
 */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    coachId: uuid("coach_id").references(() => coaches.id, { onDelete: "set null" }),
    reason: text("reason").$type<"inappropriate" | "harassment" | "spam" | "other">().notNull(),
    /** What the member chose to include (their note, the reported message's text), sealed. */
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    index("message_reports_open_idx").on(table.handledAt, table.createdAt),
    check("message_reports_reason_known", sql`${table.reason} in ('inappropriate', 'harassment', 'spam', 'other')`),
    check("message_reports_content_sealed", sealed("content")),
  ],
);

/** What a person wants by mail; a missing row is every default (all on). */
export const mailPreferences = pgTable(
  "mail_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Reminders before appointments. */
    reminders: boolean("reminders").notNull().default(true),
    /** How reminders reach the person: by mail, in their notifications, or both. */
    reminderChannel: text("reminder_channel").$type<"mail" | "notification" | "both">().notNull().default("mail"),
    /** How many hours before a session reminders come: any of 48, 24, 2 and 1. */
    reminderHours: smallint("reminder_hours").array().notNull().default(sql`'{24,1}'::smallint[]`),
    /** "You have a new message" (never its content). */
    messages: boolean("messages").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("mail_preferences_reminder_channel", sql`${table.reminderChannel} in ('mail', 'notification', 'both')`),
    check(
      "mail_preferences_reminder_hours",
      sql`${table.reminderHours} <@ array[48, 24, 2, 1]::smallint[] and cardinality(${table.reminderHours}) between 1 and 4`,
    ),
  ],
);

export const notificationKinds = [
  "message",
  "booking",
  "waitlist",
  "event",
  /** The coach wrote what was agreed in a session. */
  "agreement",
  /** The coach proposed a goal or a step. */
  "goal",
  /** A held session waits for the member's rating. */
  "feedback",
  /** A coach marked a safety concern (for administrators). */
  "safety",
  /** A time freed up with a coach the member waits for. */
  "slot",
  /** A call's window closed with the member never joined: confirm a no-show (for the coach). */
  "absence",
  /** A session is coming up (for whoever wants reminders in their notifications). */
  "reminder",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What needs a person's attention, in the product: their notification list. Never message content. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    /** A same-origin path the notification leads to. */
    link: text("link").notNull(),
    /**
     * What it is about, to collapse repeats: an unread notification of the same kind and subject is
     * brought forward rather than repeated (a conversation, an appointment, an event session).
     */
    subject: text("subject").notNull(),
    /** The values its localised text needs (a name, a title, an instant), never a message's content. */
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("notifications_unread_subject")
      .on(table.userId, table.kind, table.subject)
      .where(sql`${table.readAt} is null`),
    check(
      "notifications_kind_known",
      sql`${table.kind} in ('message', 'booking', 'waitlist', 'event', 'agreement', 'goal', 'feedback', 'safety', 'slot', 'absence', 'reminder')`,
    ),
    check("notifications_link_local", sql`${table.link} ~ '^/[^/\\\\]'`),
  ],
);
