import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Tables used by better-auth (users, sessions, accounts, verifications) plus the project's own
// account data (roles, onboarding). Property names are the ones better-auth expects.

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The account's language: the coach area, admin and every mail use it. */
    locale: text("locale").notNull().default("nl"),
    /** IANA zone, detected in the browser at signup. */
    timeZone: text("time_zone").notNull().default("Europe/Amsterdam"),
    /** Deactivated by an administrator: every session revoked, login refused with a message. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check("users_locale_known", sql`${table.locale} in ('nl', 'en')`),
    check("users_email_lowercase", sql`${table.email} = lower(${table.email})`),
    // The back office's list of people, by name (its keyset order).
    index("users_name_idx").on(table.name, table.email, table.id),
    // The back office's search finds a part of a name or an address (`ILIKE '%…%'`).
    index("users_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${table.email} gin_trgm_ops`),
    // The deactivated accounts, a handful: every public list of coaches leaves theirs out
    // (`coachIsPublic`), which without this reads every account to find none.
    index("users_deactivated_idx").on(table.id).where(sql`${table.deactivatedAt} is not null`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [
    index("accounts_user_id_idx").on(table.userId),
    // A login method names one account: a partner's SSO identity is (`sso:<partner>`, `sub`).
    uniqueIndex("accounts_provider_account_once").on(table.providerId, table.accountId),
    // One identity per partner and account (and one password).
    uniqueIndex("accounts_user_provider_once").on(table.userId, table.providerId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * Platform-wide roles. Administering a partner is not one of them: it is per partner, a
 * `partner_memberships` row with `role = 'admin'` (an account may administer several partners).
 */
export const roles = ["member", "coach", "admin"] as const;
export type Role = (typeof roles)[number];

/** One account may hold several roles; every account is at least a member. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check("user_roles_known", sql`${table.role} in ('member', 'coach', 'admin')`),
  ],
);

/** Where a member is in onboarding; a row per account, steps stamped when done. */
export const onboarding = pgTable("onboarding", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profileDoneAt: timestamp("profile_done_at", { withTimezone: true }),
  termsVersion: integer("terms_version"),
  termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
  appDoneAt: timestamp("app_done_at", { withTimezone: true }),
  vitascanDoneAt: timestamp("vitascan_done_at", { withTimezone: true }),
});
