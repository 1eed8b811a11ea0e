import { sql } from "drizzle-orm";
import { customType, text } from "drizzle-orm/pg-core";

/** PostgreSQL `tstzrange`, kept as its text form ("[start,end)"). */
export const tstzrange = customType<{ data: string }>({
  dataType: () => "tstzrange",
});

/** Full-text search vector; written by the database (a generated column), never by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** A same-origin file path for CHECK constraints: plain segments and an extension, never "..". */
export const localFile = sql.raw("'^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\\.[a-z0-9]+)+$'");

/** An event's or a media item's title, summary and body (Markdown, rendered sanitised), in Dutch and English. */
export const pageTexts = () => ({
  titleNl: text("title_nl").notNull(),
  titleEn: text("title_en").notNull(),
  summaryNl: text("summary_nl").notNull(),
  summaryEn: text("summary_en").notNull(),
  bodyNl: text("body_nl").notNull(),
  bodyEn: text("body_en").notNull(),
});
