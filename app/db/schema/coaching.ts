import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, tstzrange, tsvector } from "../column-types";
import { users } from "./accounts";

/** A coach's practice: who, how they work and their booking rules. Texts come in both languages. */
export const coaches = pgTable(
  "coaches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    timeZone: text("time_zone").notNull().default("Europe/Amsterdam"),
    published: boolean("published").notNull().default(false),
    /**
     * An administrator's hold: the page was taken out of the directory and stays out until an
     * administrator lifts the hold; the coach sees why (`holdReason`, optional) and cannot publish.
     * Who placed it is in the audit log, which outlives accounts.
     */
    heldAt: timestamp("held_at", { withTimezone: true }),
    holdReason: text("hold_reason"),
    bufferMinutes: integer("buffer_minutes").notNull().default(15),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(720),
    windowDays: integer("window_days").notNull().default(60),
    gridMinutes: integer("grid_minutes").notNull().default(30),
    maxPerDay: integer("max_per_day").notNull().default(6),
    /** "I usually reply within N working days", shown to members next to the message box; null: not said. */
    replyWithinDays: smallint("reply_within_days"),
    headlineNl: text("headline_nl").notNull().default(""),
    headlineEn: text("headline_en").notNull().default(""),
    bioNl: text("bio_nl").notNull().default(""),
    bioEn: text("bio_en").notNull().default(""),
    /** Keys of the specialty taxonomy (see `app/features/coaching/taxonomy.ts`). */
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    /** ISO 639-1 codes of the languages the coach works in. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** "video" and/or "in_person". */
    modes: text("modes").array().notNull().default(sql`'{}'::text[]`),
    city: text("city"),
    /** The profile photo, re-encoded to WebP on upload; null: initials are shown. */
    photo: bytea("photo"),
    photoVersion: integer("photo_version").notNull().default(0),
    /** Secret of the coach's private calendar feed; renewing it revokes the old address. */
    calendarToken: text("calendar_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('dutch', coalesce(headline_nl, '')), 'B') || setweight(to_tsvector('english', coalesce(headline_en, '')), 'B') || setweight(to_tsvector('dutch', coalesce(bio_nl, '')), 'C') || setweight(to_tsvector('english', coalesce(bio_en, '')), 'C')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("coaches_search_idx").using("gin", table.search),
    index("coaches_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    index("coaches_specialties_idx").using("gin", table.specialties),
    check("coaches_modes_known", sql`${table.modes} <@ array['video', 'in_person']::text[]`),
    check("coaches_city_for_in_person", sql`not ('in_person' = any(${table.modes})) or ${table.city} is not null`),
    check(
      "coaches_text_lengths",
      sql`length(${table.headlineNl}) <= 120 and length(${table.headlineEn}) <= 120 and length(${table.bioNl}) <= 2000 and length(${table.bioEn}) <= 2000`,
    ),
    check(
      "coaches_reply_within_days",
      sql`${table.replyWithinDays} is null or ${table.replyWithinDays} between 1 and 10`,
    ),
    check("coaches_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // A held page is never published, whoever writes the row.
    check("coaches_held_unpublished", sql`${table.heldAt} is null or not ${table.published}`),
    check(
      "coaches_hold_reason",
      sql`${table.holdReason} is null or (${table.heldAt} is not null and length(${table.holdReason}) <= 500)`,
    ),
    check(
      "coaches_rules_sane",
      sql`${table.bufferMinutes} between 0 and 120 and ${table.minimumNoticeMinutes} between 0 and 20160
      and ${table.windowDays} between 1 and 365 and ${table.gridMinutes} in (15, 30, 60) and ${table.maxPerDay} between 1 and 24`,
    ),
  ],
);

/** Weekly hours on the coach's wall clock; several ranges a day. */
export const coachWeeklyHours = pgTable(
  "coach_weekly_hours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
  },
  (table) => [
    index("coach_weekly_hours_coach_idx").on(table.coachId),
    check("coach_weekly_hours_weekday", sql`${table.weekday} between 1 and 7`),
    check(
      "coach_weekly_hours_range",
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

/** A date with other hours than the weekly ones; no ranges for that date: not available. */
export const coachDateOverrides = pgTable(
  "coach_date_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /** Null for a day off; otherwise one range of the day (several rows for several ranges). */
    startMinute: smallint("start_minute"),
    endMinute: smallint("end_minute"),
  },
  (table) => [
    index("coach_date_overrides_coach_idx").on(table.coachId, table.date),
    check(
      "coach_date_overrides_range",
      sql`(${table.startMinute} is null and ${table.endMinute} is null) or (${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute})`,
    ),
  ],
);

/** Days away, inclusive, in the coach's zone. */
export const coachVacations = pgTable(
  "coach_vacations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
  },
  (table) => [
    index("coach_vacations_coach_idx").on(table.coachId),
    check("coach_vacations_order", sql`${table.fromDate} <= ${table.toDate}`),
  ],
);

/**
 * A series of appointments: every 1, 2 or 4 weeks, up to 12. Each occurrence is an ordinary
 * appointment (`appointments.series_id`) under the same rules and allowance.
 */
export const appointmentSeries = pgTable(
  "appointment_series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    memberId: text("member_id").references(() => users.id, { onDelete: "set null" }),
    intervalWeeks: smallint("interval_weeks").notNull(),
    occurrences: smallint("occurrences").notNull(),
    /** Who booked it: "member" or "coach". */
    bookedBy: text("booked_by").$type<"member" | "coach">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("appointment_series_member_idx").on(table.memberId),
    check("appointment_series_interval", sql`${table.intervalWeeks} in (1, 2, 4)`),
    check("appointment_series_occurrences", sql`${table.occurrences} between 2 and 12`),
    check("appointment_series_booked_by", sql`${table.bookedBy} in ('member', 'coach')`),
  ],
);

export const appointmentKinds = ["intake", "coaching"] as const;
export const appointmentStatuses = ["confirmed", "completed", "no_show", "cancelled"] as const;

/**
 * A booked session. `blocks` is the time the coach is taken, buffers included; the database
 * refuses two live appointments whose blocks overlap for one coach, and two that overlap in time
 * for one member (exclusion constraints in the migration), so no race can double-book.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "restrict" }),
    memberId: text("member_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").$type<(typeof appointmentKinds)[number]>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blocks: tstzrange("blocks").notNull(),
    status: text("status").$type<(typeof appointmentStatuses)[number]>().notNull().default("confirmed"),
    topic: text("topic"),
    idempotencyKey: text("idempotency_key"),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    late: boolean("late").notNull().default(false),
    /** When the coach marked it completed or no-show. */
    markedAt: timestamp("marked_at", { withTimezone: true }),
    /** The series it was booked in, if any; moving or cancelling it touches no other occurrence. */
    seriesId: uuid("series_id").references(() => appointmentSeries.id, { onDelete: "set null" }),
    /**
     * Who never joined the call, as read from the attendance when its window closed: "member",
     * "coach" or "both"; null while not checked or when both came. Only a coach's confirmation
     * makes it a no-show, and never when the coach was the one missing.
     */
    absence: text("absence").$type<"member" | "coach" | "both">(),
    absenceCheckedAt: timestamp("absence_checked_at", { withTimezone: true }),
    /** The invite's SEQUENCE: raised on every change so calendars replace the old one. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("appointments_coach_idx").on(table.coachId, table.startsAt),
    index("appointments_member_idx").on(table.memberId, table.startsAt),
    unique("appointments_idempotency").on(table.memberId, table.idempotencyKey),
    // The targets of the journey's composite keys: a summary is by the appointment's coach, a
    // rating by its member (schema/journey.ts).
    unique("appointments_id_coach").on(table.id, table.coachId),
    unique("appointments_id_member_coach").on(table.id, table.memberId, table.coachId),
    check("appointments_kind_known", sql`${table.kind} in ('intake', 'coaching')`),
    check("appointments_status_known", sql`${table.status} in ('confirmed', 'completed', 'no_show', 'cancelled')`),
    check("appointments_time_order", sql`${table.startsAt} < ${table.endsAt}`),
    check(
      "appointments_blocks_cover",
      sql`lower(${table.blocks}) <= ${table.startsAt} and upper(${table.blocks}) >= ${table.endsAt}`,
    ),
    // Reminders, the back office's counts and the partner report read appointments by time alone.
    index("appointments_starts_idx").on(table.startsAt),
    index("appointments_series_idx").on(table.seriesId).where(sql`${table.seriesId} is not null`),
    check(
      "appointments_absence_known",
      sql`${table.absence} is null or ${table.absence} in ('member', 'coach', 'both')`,
    ),
    // A no-show is the member's absence alone: never when the coach was missing or late.
    check(
      "appointments_no_show_member_absence",
      sql`${table.status} <> 'no_show' or ${table.absence} is null or ${table.absence} = 'member'`,
    ),
    // The absence sweep's work: confirmed appointments not read yet, by their end.
    index("appointments_absence_due_idx")
      .on(table.endsAt)
      .where(sql`${table.status} = 'confirmed' and ${table.absenceCheckedAt} is null`),
    check("appointments_topic_length", sql`${table.topic} is null or length(${table.topic}) <= 500`),
  ],
);

/** A coach's private notes on an appointment: read and written by that coach alone. */
export const coachNotes = pgTable(
  "coach_notes",
  {
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.appointmentId, table.coachId] }),
    check("coach_notes_length", sql`length(${table.body}) <= 5000`),
  ],
);

/**
 * Each coach's first free intake time, kept by the job queue (`coach-next-free`) whenever the
 * coach's appointments, hours, overrides, holidays or busy calendar times change, and swept as
 * times pass: the directory's "available within 7 days" reads it instead of computing every
 * coach's free times per request. `checkedUntil` is how far ahead the search looked; a null
 * `nextFreeAt` means nothing was free up to then.
 */
export const coachNextFree = pgTable(
  "coach_next_free",
  {
    coachId: uuid("coach_id")
      .primaryKey()
      .references(() => coaches.id, { onDelete: "cascade" }),
    nextFreeAt: timestamp("next_free_at", { withTimezone: true }),
    checkedUntil: timestamp("checked_until", { withTimezone: true }).notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("coach_next_free_at_idx").on(table.nextFreeAt)],
);
