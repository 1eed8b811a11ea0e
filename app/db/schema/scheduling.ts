import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { appointments, coaches } from "./coaching";

// Scheduling beyond the weekly hours: a coach's CalDAV account (busy times read, appointments
// written), public holidays, a member waiting for a time to free up, and series of appointments.
// See docs/decisions/032-calendars-both-ways.md.

/** Why the last CalDAV sync failed; the coach's page says it in plain words. */
export const caldavErrors = [
  "unreachable",
  "unauthorized",
  "notCalDav",
  "calendarGone",
  "timeout",
  "forbiddenAddress",
  "insecure",
  "httpStatus",
  "tooLarge",
] as const;
export type CaldavError = (typeof caldavErrors)[number];

/**
 * A coach's CalDAV account (Radicale, Nextcloud, Fastmail, iCloud): one per coach. The app password
 * is sealed (`v1.…`, purpose `caldav-password`) and never shown again after it is saved.
 */
export const caldavAccounts = pgTable(
  "caldav_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .unique()
      .references(() => coaches.id, { onDelete: "cascade" }),
    /** The server's address as the coach gave it (its principal or calendar home is discovered). */
    serverUrl: text("server_url").notNull(),
    username: text("username").notNull(),
    sealedPassword: text("sealed_password").notNull(),
    /** The calendar collection appointments are written to (an absolute URL); null: none chosen. */
    writeCalendarUrl: text("write_calendar_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error").$type<CaldavError>(),
  },
  (table) => [
    check("caldav_accounts_lengths", sql`length(${table.serverUrl}) <= 2048 and length(${table.username}) <= 320`),
    check("caldav_accounts_password_sealed", sql`${table.sealedPassword} ~ '^v1\\.'`),
    check(
      "caldav_accounts_error_known",
      sql`${table.lastError} is null or ${table.lastError} in ('unreachable', 'unauthorized', 'notCalDav', 'calendarGone', 'timeout', 'forbiddenAddress', 'insecure', 'httpStatus', 'tooLarge')`,
    ),
  ],
);

/**
 * A calendar collection of a CalDAV account, as found on the server. `readBusy`: its events block
 * the coach's times. `ctag` and `syncToken` are the server's markers of the last read, so an
 * unchanged calendar is not downloaded again and a changed one only in its changes.
 */
export const caldavCalendars = pgTable(
  "caldav_calendars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => caldavAccounts.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    /** The collection's absolute URL. */
    url: text("url").notNull(),
    displayName: text("display_name").notNull().default(""),
    readBusy: boolean("read_busy").notNull().default(false),
    ctag: text("ctag"),
    syncToken: text("sync_token"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
  },
  (table) => [
    unique("caldav_calendars_once").on(table.accountId, table.url),
    index("caldav_calendars_coach_idx").on(table.coachId),
    check("caldav_calendars_lengths", sql`length(${table.url}) <= 2048 and length(${table.displayName}) <= 200`),
  ],
);

/**
 * Busy time read from one event resource of a CalDAV calendar: start and end only (a recurring
 * event gives several rows). A changed or deleted resource replaces all rows of its `href`.
 */
export const caldavBusy = pgTable(
  "caldav_busy",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    calendarId: uuid("calendar_id")
      .notNull()
      .references(() => caldavCalendars.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    /** The event resource's path on the server. */
    href: text("href").notNull(),
    etag: text("etag"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("caldav_busy_coach_idx").on(table.coachId, table.startsAt),
    index("caldav_busy_resource_idx").on(table.calendarId, table.href),
    check("caldav_busy_order", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * What was written to a coach's CalDAV calendar for an appointment: the resource (named by the
 * appointment's stable UID), its ETag and the invite sequence written, so a job that runs twice
 * writes once and a cancelled appointment's event is removed.
 */
export const caldavWrites = pgTable(
  "caldav_writes",
  {
    appointmentId: uuid("appointment_id")
      .primaryKey()
      .references(() => appointments.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => caldavAccounts.id, { onDelete: "cascade" }),
    /** The event resource's absolute URL. */
    url: text("url").notNull(),
    etag: text("etag"),
    sequence: integer("sequence").notNull(),
    /** Null while the event is in the calendar; set when it was removed (cancelled). */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("caldav_writes_account_idx").on(table.accountId)],
);

/** The Dutch public holidays a coach's times respect (`app/features/coaching/holidays.ts`). */
export const holidayKeys = [
  "newYear",
  "goodFriday",
  "easterSunday",
  "easterMonday",
  "kingsDay",
  "liberationDay",
  "ascensionDay",
  "whitSunday",
  "whitMonday",
  "christmasDay",
  "boxingDay",
] as const;
export type HolidayKey = (typeof holidayKeys)[number];

/** A holiday on which the coach works anyway (every year); any holiday without a row blocks slots. */
export const coachHolidayOptOuts = pgTable(
  "coach_holiday_opt_outs",
  {
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    holiday: text("holiday").$type<HolidayKey>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.coachId, table.holiday] }),
    check(
      "coach_holiday_opt_outs_known",
      sql`${table.holiday} in ('newYear', 'goodFriday', 'easterSunday', 'easterMonday', 'kingsDay', 'liberationDay', 'ascensionDay', 'whitSunday', 'whitMonday', 'christmasDay', 'boxingDay')`,
    ),
  ],
);

export const slotWaitStatuses = ["waiting", "booked", "withdrawn", "expired"] as const;

/**
 * A member waiting for a time to free up with a coach between two dates (the coach's zone). One
 * open wait per member and coach. Served in the order of `createdAt`.
 */
export const slotWaits = pgTable(
  "slot_waits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"intake" | "coaching">().notNull(),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    status: text("status").$type<(typeof slotWaitStatuses)[number]>().notNull().default("waiting"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("slot_waits_one_open").on(table.memberId, table.coachId).where(sql`${table.status} = 'waiting'`),
    index("slot_waits_coach_idx").on(table.coachId, table.createdAt).where(sql`${table.status} = 'waiting'`),
    check("slot_waits_kind_known", sql`${table.kind} in ('intake', 'coaching')`),
    check("slot_waits_status_known", sql`${table.status} in ('waiting', 'booked', 'withdrawn', 'expired')`),
    check("slot_waits_order", sql`${table.fromDate} <= ${table.toDate}`),
  ],
);

/**
 * A freed time offered to a waiting member. Everyone waiting is offered it in turn; whoever
 * confirms first books it (the appointments' exclusion constraint decides), the others' offers
 * then say it was taken.
 */
export const slotOffers = pgTable(
  "slot_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    waitId: uuid("wait_id")
      .notNull()
      .references(() => slotWaits.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    /** The appointment booked from this offer, once confirmed. */
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
  },
  (table) => [
    unique("slot_offers_once").on(table.waitId, table.startsAt),
    check("slot_offers_order", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
