import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { localFile, pageTexts } from "../column-types";
import { users } from "./accounts";
import { partners } from "./partners";

/** A choice a session offers at registration (a distance, a workshop track), in both languages. */
export interface SessionChoice {
  value: string;
  nl: string;
  en: string;
}

/** Something members attend: a sport event, a vitality session, a workshop or a tour. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    kind: text("kind").notNull(),
    /** Only that partner's members see a partner's event; null: everyone. */
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    ...pageTexts(),
    /** A same-origin image path. */
    image: text("image").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("events_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("events_kind_known", sql`${table.kind} in ('sport_event', 'vitality_session', 'workshop', 'tour')`),
    check("events_image_local", sql`${table.image} ~ ${localFile}`),
    index("events_partner_idx").on(table.partnerId),
  ],
);

/** One date of an event: when, where (a place or an online link), how many places, until when. */
export const eventSessions = pgTable(
  "event_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    titleNl: text("title_nl").notNull(),
    titleEn: text("title_en").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    location: text("location"),
    onlineUrl: text("online_url"),
    capacity: integer("capacity").notNull(),
    registrationDeadline: timestamp("registration_deadline", { withTimezone: true }).notNull(),
    choices: jsonb("choices").$type<SessionChoice[]>().notNull().default([]),
    /** Set when the back office cancels the session: no registrations, every registrant mailed. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (table) => [
    check("event_sessions_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("event_sessions_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check("event_sessions_deadline_before_start", sql`${table.registrationDeadline} <= ${table.startsAt}`),
    check("event_sessions_capacity_positive", sql`${table.capacity} between 1 and 100000`),
    check("event_sessions_has_place", sql`${table.location} is not null or ${table.onlineUrl} is not null`),
    check("event_sessions_online_https", sql`${table.onlineUrl} is null or ${table.onlineUrl} ~ '^https://'`),
    index("event_sessions_event_idx").on(table.eventId, table.startsAt),
    index("event_sessions_starts_idx").on(table.startsAt),
  ],
);

/**
 * A member's place at a session, or their place in its waitlist. One live registration per member
 * and session (a partial unique index); the number of places is kept by registering under a lock on
 * the session row (see `app/features/events/registrations.server.ts`).
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    choice: text("choice"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** Waitlist order: numbered as registrations arrive (one at a time per session, under its lock). */
    queue: integer("queue").notNull().generatedAlwaysAsIdentity(),
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Raised when the invite changes (a cancel), for the calendar's SEQUENCE. */
    sequence: integer("sequence").notNull().default(0),
    /** Marked by the back office after the session: this person came. Only a place can be attended. */
    attendedAt: timestamp("attended_at", { withTimezone: true }),
  },
  (table) => [
    check("event_registrations_status_known", sql`${table.status} in ('registered', 'waitlisted', 'cancelled')`),
    check(
      "event_registrations_cancel_consistent",
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
    check(
      "event_registrations_attended_registered",
      sql`${table.attendedAt} is null or ${table.status} = 'registered'`,
    ),
    uniqueIndex("event_registrations_one_live")
      .on(table.sessionId, table.userId)
      .where(sql`${table.status} <> 'cancelled'`),
    index("event_registrations_session_idx").on(table.sessionId, table.status, table.queue),
    index("event_registrations_user_idx").on(table.userId),
  ],
);

/** A live online talk with a presenter; a stream from an allow-listed host, a recording afterwards. */
export const webinars = pgTable(
  "webinars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    titleNl: text("title_nl").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionNl: text("description_nl").notNull(),
    descriptionEn: text("description_en").notNull(),
    presenterName: text("presenter_name").notNull(),
    presenterRoleNl: text("presenter_role_nl").notNull(),
    presenterRoleEn: text("presenter_role_en").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** Checked against STREAM_HOSTS when stored and again when shown. */
    streamUrl: text("stream_url"),
    /** The media item with the recording, once there is one. */
    recordingSlug: text("recording_slug"),
  },
  (table) => [
    check("webinars_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("webinars_duration_range", sql`${table.durationMinutes} between 5 and 480`),
    check("webinars_stream_https", sql`${table.streamUrl} is null or ${table.streamUrl} ~ '^https://'`),
    index("webinars_starts_idx").on(table.startsAt),
  ],
);

export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    webinarId: uuid("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("webinar_registrations_once").on(table.webinarId, table.userId),
    index("webinar_registrations_user_idx").on(table.userId),
  ],
);
