import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { bytea } from "../column-types";
import { users } from "./accounts";

/** A partner: an employer or insurer whose members use Vitaal through a program of its own. */
export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    brandColor: text("brand_color").notNull(),
    /** Short text for the partner's login and join pages. */
    taglineNl: text("tagline_nl").notNull().default(""),
    taglineEn: text("tagline_en").notNull().default(""),
    passwordLogin: boolean("password_login").notNull().default(true),
    /** Coaching sessions each member may use per calendar year. */
    coachingAllowance: integer("coaching_allowance").notNull().default(0),
    /** OpenID Connect single sign-on; the client secret is stored encrypted (secret-box.server.ts). */
    ssoIssuer: text("sso_issuer"),
    ssoClientId: text("sso_client_id"),
    ssoClientSecretEncrypted: text("sso_client_secret_encrypted"),
    /** Create an account on first SSO login for a verified email that has none. */
    ssoProvisioning: boolean("sso_provisioning").notNull().default(false),
    /**
     * Email domains the partner has shown it controls (lower case, e.g. `ohra.example`). A first
     * SSO login may attach an existing account only when its address is in one of them.
     */
    ssoEmailDomains: text("sso_email_domains").array().notNull().default(sql`'{}'::text[]`),
    /** The logo, re-encoded to WebP on upload like coach photos; null: the name is shown. */
    logo: bytea("logo"),
    logoVersion: integer("logo_version").notNull().default(0),
    /** Archived: members keep their accounts; the login page and join links stop working. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("partners_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("partners_brand_color_format", sql`${table.brandColor} ~ '^#[0-9a-f]{6}$'`),
    check("partners_name_present", sql`length(btrim(${table.name})) > 0`),
    check("partners_allowance_range", sql`${table.coachingAllowance} between 0 and 52`),
    check(
      "partners_sso_complete",
      sql`(${table.ssoIssuer} is null) = (${table.ssoClientId} is null) and (${table.ssoClientId} is null) = (${table.ssoClientSecretEncrypted} is null)`,
    ),
  ],
);

/** A member of a partner's program; one membership per partner and account. */
export const partnerMemberships = pgTable(
  "partner_memberships",
  {
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    joinLinkId: uuid("join_link_id").references(() => joinLinks.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("partner_memberships_once").on(table.partnerId, table.userId),
    index("partner_memberships_user_idx").on(table.userId),
    check("partner_memberships_role_known", sql`${table.role} in ('member', 'admin')`),
  ],
);

/** An invitation link that attaches whoever follows it to the partner. */
export const joinLinks = pgTable(
  "join_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("join_links_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // The database itself refuses a use past the limit, also under concurrent joins.
    check(
      "join_links_uses_within_limit",
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);
