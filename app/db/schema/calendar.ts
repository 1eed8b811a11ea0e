import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { coaches } from "./coaching";

/** Why the last sync of a calendar subscription failed; the page says it in plain words. */
export const calendarSyncErrors = [
  "unreachable",
  "notCalendar",
  "tooLarge",
  "timeout",
  "forbiddenAddress",
  "httpStatus",
  "insecure",
  "tooManyRedirects",
  "tooComplex",
] as const;
export type CalendarSyncError = (typeof calendarSyncErrors)[number];

/**
 * A coach's own calendar, subscribed to by its secret iCal address (Google, Outlook, Apple). The
 * address is a secret: never logged, shown masked. Only busy intervals are kept from it
 * (`calendar_busy`), never titles, descriptions or attendees.
 */
export const calendarSubscriptions = pgTable(
  "calendar_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error").$type<CalendarSyncError>(),
    /**
     * SHA-256 (hex) of the file last refused as too complex to read: the same file is not read
     * again before `retryAt`, however often it is fetched.
     */
    refusedHash: text("refused_hash"),
    /** Such refusals in a row: each doubles the wait before the next automatic check, up to a day. */
    refusals: integer("refusals").notNull().default(0),
    /** After such a refusal, the sweep leaves the calendar alone until then. */
    retryAt: timestamp("retry_at", { withTimezone: true }),
  },
  (table) => [
    unique("calendar_subscriptions_once").on(table.coachId, table.url),
    check("calendar_subscriptions_url_length", sql`length(${table.url}) <= 2048`),
    check(
      "calendar_subscriptions_error_known",
      sql`${table.lastError} is null or ${table.lastError} in ('unreachable', 'notCalendar', 'tooLarge', 'timeout', 'forbiddenAddress', 'httpStatus', 'insecure', 'tooManyRedirects', 'tooComplex')`,
    ),
  ],
);

/** Time a coach's own calendar says they are busy: start and end only. */
export const calendarBusy = pgTable(
  "calendar_busy",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => calendarSubscriptions.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => coaches.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("calendar_busy_coach_idx").on(table.coachId, table.startsAt),
    index("calendar_busy_subscription_idx").on(table.subscriptionId),
    check("calendar_busy_order", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
