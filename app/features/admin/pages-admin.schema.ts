import { z } from "zod";
import { checkboxField, formMessages, optionalUuidField, uuidField } from "./field-schemas";

// The back office's program page forms. Messages are keys of the `admin-content` catalog under `pages.errors`.

const { message, text } = formMessages("pages.errors");

export const PAGE_PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
export const MAX_PAGE_PATH = 200;
export const pageListings = ["none", "children", "media", "coaching", "events"] as const;
export type PageListing = (typeof pageListings)[number];

const uuid = (key: string) => uuidField(message(key));

const path = text(MAX_PAGE_PATH, { min: 1, messages: { required: message("pathFormat") } }).regex(
  PAGE_PATH,
  message("pathFormat"),
);
const title = text(200, { min: 1 });
const checkbox = checkboxField;

const unknownForm = { error: message("form") };

/** `/admin/pages`: a new page, and moving a page among its siblings. */
export const pagesSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("create"),
      partnerId: uuid("partner"),
      path,
      titleNl: title,
      titleEn: title,
      isPublic: checkbox,
    }),
    z.object({
      intent: z.literal("move"),
      pageId: uuid("form"),
      direction: z.enum(["up", "down"], { error: message("form") }),
    }),
  ],
  unknownForm,
);

export type PagesForm = z.infer<typeof pagesSchema>;

/** `/admin/pages/:id`: the page's texts and settings. */
export const pageSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save"),
      path,
      isPublic: checkbox,
      titleNl: title,
      titleEn: title,
      introNl: text(500, { multiline: true }),
      introEn: text(500, { multiline: true }),
      bodyNl: text(50_000, { multiline: true, trim: false }),
      bodyEn: text(50_000, { multiline: true, trim: false }),
      listing: z.enum(pageListings, { error: message("listing") }),
      /** "" for none. */
      sessionId: optionalUuidField(message("session")),
    }),
  ],
  unknownForm,
);

export type PageForm = z.infer<typeof pageSchema>;
