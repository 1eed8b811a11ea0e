import { z } from "zod";
import { MAX_MEDIA_SLUG, MEDIA_SLUG, mediaTopics, mediaTypes } from "~/features/media/media";
import { languages } from "~/utils/i18n/config";
import { formMessages, optionalUuidField } from "./field-schemas";

// The back office's media forms. Messages are keys of the `admin-content` catalog under `media.errors`.

const { message, text } = formMessages("media.errors");

export const MAX_TITLE = 200;
export const MAX_SUMMARY = 500;
export const MAX_BODY = 50_000;
export const MAX_MEDIA_URL = 500;
export const MAX_DURATION_MINUTES = 600;

const type = z.enum(mediaTypes, { error: message("type") });
const topic = z.enum(mediaTopics, { error: message("topic") });

/** "" for everyone, or a partner's id. */
const partnerId = optionalUuidField(message("partner"));

const slug = text(MAX_MEDIA_SLUG, { min: 1 }).regex(MEDIA_SLUG, message("slugFormat"));
/** On create the slug may be left empty: it is made from the English title. */
const optionalSlug = text(MAX_MEDIA_SLUG).refine(
  (value) => value === "" || MEDIA_SLUG.test(value),
  message("slugFormat"),
);

/** Checked against the allowed hosts by the server (`checkMediaUrl`); "" for none. */
const mediaUrl = text(MAX_MEDIA_URL);

const duration = text(4, { message: message("duration"), messages: { controlCharacters: message("duration") } })
  .regex(/^\d*$/, message("duration"))
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || (value >= 1 && value <= MAX_DURATION_MINUTES), message("duration"));

const unknownForm = { error: message("form") };

export const createMediaSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("create"),
      type,
      topic,
      partnerId,
      titleNl: text(MAX_TITLE, { min: 1 }),
      titleEn: text(MAX_TITLE, { min: 1 }),
      slug: optionalSlug,
      mediaUrl,
    }),
  ],
  unknownForm,
);

export type CreateMediaForm = Extract<z.infer<typeof createMediaSchema>, { intent: "create" }>;

const language = z.enum(languages, { error: message("form") });

/** A time as a date-and-time field sends it, on the administrator's wall clock. */
const localDateTime = text(16, { min: 1, message: message("publishAt") }).regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  message("publishAt"),
);

export const mediaItemSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save"),
      slug,
      type,
      topic,
      partnerId,
      titleNl: text(MAX_TITLE, { min: 1 }),
      titleEn: text(MAX_TITLE, { min: 1 }),
      summaryNl: text(MAX_SUMMARY, { multiline: true }),
      summaryEn: text(MAX_SUMMARY, { multiline: true }),
      bodyNl: text(MAX_BODY, { multiline: true, trim: false }),
      bodyEn: text(MAX_BODY, { multiline: true, trim: false }),
      mediaUrl,
      duration,
    }),
    z.object({
      intent: z.literal("preview"),
      bodyNl: text(MAX_BODY, { multiline: true, trim: false }),
      bodyEn: text(MAX_BODY, { multiline: true, trim: false }),
    }),
    z.object({ intent: z.literal("publish") }),
    z.object({ intent: z.literal("schedule"), publishAt: localDateTime }),
    z.object({ intent: z.literal("unpublish") }),
    z.object({ intent: z.literal("withdraw") }),
    z.object({ intent: z.literal("captions"), language }),
    z.object({ intent: z.literal("remove-captions"), language }),
  ],
  unknownForm,
);

export type MediaItemForm = z.infer<typeof mediaItemSchema>;
export type SaveMediaForm = Extract<MediaItemForm, { intent: "save" }>;

/** The list's state filter from the address; anything unknown is "all". */
export const mediaListStates = ["all", "draft", "scheduled", "published", "withdrawn"] as const;
export type MediaListState = (typeof mediaListStates)[number];
export function parseMediaListState(value: string | null): MediaListState {
  return mediaListStates.includes(value as MediaListState) ? (value as MediaListState) : "all";
}
