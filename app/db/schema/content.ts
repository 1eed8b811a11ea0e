import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { localFile, pageTexts, tsvector } from "../column-types";
import { users } from "./accounts";
import { eventSessions } from "./events";
import { partners } from "./partners";

/** An article, video, podcast or webinar recording. Partner items are for that partner's members. */
export const mediaItems = pgTable(
  "media_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    type: text("type").notNull(),
    /** One of the vitascan's domains, so a scan's weak areas can point to media. */
    topic: text("topic").notNull(),
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    ...pageTexts(),
    /** A same-origin video or audio file for videos, podcasts and recordings. */
    mediaUrl: text("media_url"),
    /** WebVTT captions per language as same-origin files (the demo's). */
    captionsNl: text("captions_nl"),
    captionsEn: text("captions_en"),
    /** WebVTT captions per language uploaded in the back office; they win over the files. */
    captionsTextNl: text("captions_text_nl"),
    captionsTextEn: text("captions_text_en"),
    durationSeconds: integer("duration_seconds"),
    /**
     * When members may see it: null for a draft or a withdrawn item, in the future when scheduled.
     * Every member query asks `published_at <= now`, so nothing else needs to know the states.
     */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Set when an administrator takes a published item down (published_at is then null). */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('dutch', coalesce(title_nl, '')), 'A') || setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('dutch', coalesce(summary_nl, '')), 'B') || setweight(to_tsvector('english', coalesce(summary_en, '')), 'B') || setweight(to_tsvector('dutch', coalesce(body_nl, '')), 'C') || setweight(to_tsvector('english', coalesce(body_en, '')), 'C')`,
    ),
  },
  (table) => [
    check("media_items_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("media_items_type_known", sql`${table.type} in ('article', 'video', 'podcast', 'webinar_recording')`),
    check("media_items_player_has_file", sql`${table.type} = 'article' or ${table.mediaUrl} is not null`),
    // Captions files are same-origin: a path of plain segments and an extension, never "..". The
    // player is such a file or an https address (its host is checked against STREAM_HOSTS).
    check(
      "media_items_files_local",
      sql`coalesce(${table.captionsNl}, '/a.b') ~ ${localFile} and coalesce(${table.captionsEn}, '/a.b') ~ ${localFile}`,
    ),
    check(
      "media_items_player_local_or_https",
      sql`${table.mediaUrl} is null or ${table.mediaUrl} ~ ${localFile} or ${table.mediaUrl} ~ '^https://[a-z0-9.-]+(:[0-9]{1,5})?/'`,
    ),
    check("media_items_withdrawn_unpublished", sql`${table.withdrawnAt} is null or ${table.publishedAt} is null`),
    index("media_items_search_idx").using("gin", table.search),
    index("media_items_published_idx").on(table.publishedAt),
  ],
);

/**
 * An address a media item had before its slug changed: `/{lng}/media/id/{old}` redirects to the
 * item's current address. An old slug is never given to another item.
 */
export const mediaSlugRedirects = pgTable(
  "media_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaItems.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("media_slug_redirects_format", sql`${table.oldSlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("media_slug_redirects_media_idx").on(table.mediaId),
  ],
);

/**
 * A partner's program page at a path below /{lng}/pages/{partner}/. Members of that partner only,
 * unless public. A page may show its children, the partner's media, or one event session.
 */
export const partnerPages = pgTable(
  "partner_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    titleNl: text("title_nl").notNull(),
    titleEn: text("title_en").notNull(),
    introNl: text("intro_nl").notNull(),
    introEn: text("intro_en").notNull(),
    bodyNl: text("body_nl").notNull(),
    bodyEn: text("body_en").notNull(),
    listing: text("listing").notNull().default("none"),
    sessionId: uuid("session_id").references(() => eventSessions.id, { onDelete: "set null" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    uniqueIndex("partner_pages_path_once").on(table.partnerId, table.path),
    check("partner_pages_path_format", sql`${table.path} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'`),
    check("partner_pages_listing_known", sql`${table.listing} in ('none', 'children', 'media', 'coaching', 'events')`),
  ],
);

/** A visitor who left an email (with consent) for the ebook; withdrawing erases the address. */
export const ebookLeads = pgTable(
  "ebook_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email"),
    locale: text("locale").notNull(),
    consentVersion: integer("consent_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    /** A random token: the key of the download link and the withdraw link. */
    token: text("token").notNull().unique(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [
    check("ebook_leads_withdrawn_erased", sql`(${table.withdrawnAt} is null) = (${table.email} is not null)`),
  ],
);

/** One ebook download, by a member or through a visitor's link; counted, nothing more. */
export const ebookDownloads = pgTable(
  "ebook_downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    leadId: uuid("lead_id").references(() => ebookLeads.id, { onDelete: "set null" }),
    locale: text("locale").notNull(),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ebook_downloads_at_idx").on(table.downloadedAt)],
);
