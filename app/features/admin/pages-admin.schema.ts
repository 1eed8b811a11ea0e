import { z } from "zod";
import { isUuid } from "~/utils/ids";
import { type SafeTextOptions, safeText } from "~/utils/zod-text";

// The back office's program page forms. Messages are keys of the `admin-content` catalog under `pages.errors`.

const message = (key: string) => `pages.errors.${key}`;

function text(max: number, options: SafeTextOptions = {}) {
  return safeText(max, {
    ...options,
    messages: {
      required: message("required"),
      tooLong: message("tooLong"),
      controlCharacters: message("controlCharacters"),
      ...options.messages,
    },
  });
}

export const PAGE_PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
export const MAX_PAGE_PATH = 200;
export const pageListings = ["none", "children", "media", "coaching", "events"] as const;
export type PageListing = (typeof pageListings)[number];

const uuid = (key: string) =>
  z
    .string({ error: message(key) })
    .refine(isUuid, message(key))
    .transform((value) => value.toLowerCase());

const path = text(MAX_PAGE_PATH, { min: 1, messages: { required: message("pathFormat") } }).regex(
  PAGE_PATH,
  message("pathFormat"),
);
const title = text(200, { min: 1 });
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === "yes");

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
      sessionId: z
        .string({ error: message("session") })
        .refine((value) => value === "" || isUuid(value), message("session"))
        .transform((value) => (value === "" ? null : value.toLowerCase())),
    }),
  ],
  unknownForm,
);

export type PageForm = z.infer<typeof pageSchema>;
