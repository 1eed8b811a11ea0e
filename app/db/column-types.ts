import { sql } from "drizzle-orm";
import { customType } from "drizzle-orm/pg-core";

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
