import { z } from "zod";
import { isTimeZone } from "~/features/accounts/forms";
import { localTimeToInstant } from "~/features/coaching/zoned-time";
import { eventKinds } from "~/features/events/events";
import { formMessages, optionalUuidField } from "./field-schemas";

// The back office's forms for events, their sessions and webinars. Every text members read comes
// in Dutch and English side by side; times are typed on the wall clock of a named zone. Messages
// are keys of the `admin` catalog under `eventForm.errors`. The rules that need the database
// (a slug already taken, a capacity below the registrations, a stream host) are the domain's, in
// `events-admin.server.ts`, so the demo seed meets them too.

const { message, text } = formMessages("eventForm.errors");

/** A form the page does not have (an unknown or missing `intent`). */
export const EVENT_FORM_INVALID = message("form");

export const MAX_TITLE = 150;
export const MAX_SUMMARY = 400;
export const MAX_BODY = 20_000;
export const MAX_SLUG = 80;
export const MAX_CAPACITY = 100_000;
export const MAX_CHOICES = 20;
export const MIN_WEBINAR_MINUTES = 5;
export const MAX_WEBINAR_MINUTES = 480;
export const DEFAULT_ZONE = "Europe/Amsterdam";

/** The illustrations an event can have: same-origin files under /images/events/. */
export const EVENT_IMAGES = [
  "/images/events/bridge-run.svg",
  "/images/events/calm-breath.svg",
  "/images/events/canal-walk.svg",
  "/images/events/cycle-tour.svg",
  "/images/events/growth-steps.svg",
  "/images/events/night-sleep.svg",
  "/images/events/office-tour.svg",
  "/images/events/sunrise-run.svg",
  "/images/events/yoga-stretch.svg",
] as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const slug = text(MAX_SLUG, { min: 1 }).regex(SLUG, message("slugFormat"));

/** "" for everyone, or a partner's id. */
const audience = optionalUuidField(message("partner"));

const kind = z.enum(eventKinds, { error: message("kind") });

const image = z.enum(EVENT_IMAGES, { error: message("image") });

/** The texts of an event, both languages. */
const eventFields = {
  kind,
  partnerId: audience,
  titleNl: text(MAX_TITLE, { min: 1 }),
  titleEn: text(MAX_TITLE, { min: 1 }),
  summaryNl: text(MAX_SUMMARY, { min: 1 }),
  summaryEn: text(MAX_SUMMARY, { min: 1 }),
  bodyNl: text(MAX_BODY, { min: 1, multiline: true }),
  bodyEn: text(MAX_BODY, { min: 1, multiline: true }),
  image,
};

const createEvent = z.object({ intent: z.literal("create-event"), slug, ...eventFields });
const updateEvent = z.object({ intent: z.literal("update-event"), ...eventFields });

export type EventFields = z.infer<typeof updateEvent>;
export type EventInput = Omit<EventFields, "intent"> & { slug: string };
export type EventUpdate = Omit<EventFields, "intent">;

/** `/admin/events`: the form that creates an event. */
export const createEventSchema = z.discriminatedUnion("intent", [createEvent], { error: EVENT_FORM_INVALID });

// ---- times on a named zone's wall clock ----

const date = text(10, { min: 1, message: message("date"), messages: { controlCharacters: message("date") } }).refine(
  (value) => parseDate(value) !== null,
  message("date"),
);
const time = text(5, { min: 1, message: message("time"), messages: { controlCharacters: message("time") } }).refine(
  (value) => parseTime(value) !== null,
  message("time"),
);
const zone = z
  .string({ error: message("timeZone") })
  .trim()
  .refine((value) => isTimeZone(value), message("timeZone"));

/** "2027-03-20" as a calendar date, or null when it is not one. */
export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** "09:30" as minutes after midnight, or null. */
export function parseTime(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant a zone's wall clock shows that date and time; null when it does not exist there (a DST gap). */
export function wallClockInstant(dateText: string, timeText: string, timeZone: string): Date | null {
  const day = parseDate(dateText);
  const minutes = parseTime(timeText);
  if (!day || minutes === null || !isTimeZone(timeZone)) return null;
  const instant = localTimeToInstant(day, minutes, timeZone);
  return instant === null ? null : new Date(instant);
}

/** The other way round, to fill a form: the date and time an instant shows on a zone's clock. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

// ---- sessions ----

const capacity = text(6, { min: 1, message: message("capacity"), messages: { controlCharacters: message("capacity") } })
  .regex(/^\d{1,6}$/, message("capacity"))
  .transform(Number)
  .pipe(z.number().int().min(1, message("capacity")).max(MAX_CAPACITY, message("capacity")));

const httpsUrl = text(500).refine((value) => value === "" || isHttpsUrl(value), message("url"));

/** An https address without credentials. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !url.username && !url.password && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export interface ChoiceLine {
  value: string;
  nl: string;
  en: string;
}

/** One choice per line, `value | Dutch | English`; an empty text is no choices. */
export function parseChoices(value: string): ChoiceLine[] | null {
  const lines = value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const choices: ChoiceLine[] = [];
  for (const line of lines) {
    const [choice, nl, en, ...rest] = line.split("|").map((part) => part.trim());
    if (rest.length > 0 || !choice || !nl || !en) return null;
    if (!SLUG.test(choice) || choice.length > 40 || nl.length > 100 || en.length > 100) return null;
    choices.push({ value: choice, nl, en });
  }
  if (new Set(choices.map((choice) => choice.value)).size !== choices.length) return null;
  return choices.length > MAX_CHOICES ? null : choices;
}

/** The choices as the form shows them, one per line. */
export function choicesText(choices: readonly ChoiceLine[]): string {
  return choices.map((choice) => `${choice.value} | ${choice.nl} | ${choice.en}`).join("\n");
}

const choices = text(4000, { multiline: true })
  .refine((value) => parseChoices(value) !== null, message("choices"))
  .transform((value) => parseChoices(value) ?? []);

const sessionShape = {
  titleNl: text(MAX_TITLE, { min: 1 }),
  titleEn: text(MAX_TITLE, { min: 1 }),
  timeZone: zone,
  startDate: date,
  startTime: time,
  endDate: date,
  endTime: time,
  deadlineDate: date,
  deadlineTime: time,
  location: text(300),
  onlineUrl: httpsUrl,
  capacity,
  choices,
};

type SessionShape = z.output<z.ZodObject<typeof sessionShape>>;

/** Wall-clock texts to instants, with the rules between the fields (end after start, deadline by the start, a place). */
function sessionRules<T extends SessionShape>(value: T, context: z.RefinementCtx) {
  const at = (dateText: string, timeText: string, field: string) => {
    const instant = wallClockInstant(dateText, timeText, value.timeZone);
    if (!instant) context.addIssue({ code: "custom", path: [field], message: message("timeMissing") });
    return instant;
  };
  const startsAt = at(value.startDate, value.startTime, "startTime");
  const endsAt = at(value.endDate, value.endTime, "endTime");
  const registrationDeadline = at(value.deadlineDate, value.deadlineTime, "deadlineTime");
  if (startsAt && endsAt && endsAt <= startsAt) {
    context.addIssue({ code: "custom", path: ["endTime"], message: message("endBeforeStart") });
  }
  if (startsAt && registrationDeadline && registrationDeadline > startsAt) {
    context.addIssue({ code: "custom", path: ["deadlineTime"], message: message("deadlineAfterStart") });
  }
  if (value.location === "" && value.onlineUrl === "") {
    context.addIssue({ code: "custom", path: ["location"], message: message("place") });
  }
  if (!startsAt || !endsAt || !registrationDeadline) return z.NEVER;
  return {
    titleNl: value.titleNl,
    titleEn: value.titleEn,
    startsAt,
    endsAt,
    registrationDeadline,
    location: value.location || null,
    onlineUrl: value.onlineUrl || null,
    capacity: value.capacity,
    choices: value.choices,
  };
}

const addSession = z
  .object({ intent: z.literal("add-session"), slug, ...sessionShape })
  .transform((value, context) => ({ intent: value.intent, slug: value.slug, ...sessionRules(value, context) }));
const updateSession = z
  .object({ intent: z.literal("update-session"), ...sessionShape })
  .transform((value, context) => ({ intent: value.intent, ...sessionRules(value, context) }));

/** A session as the domain takes it: instants, not wall-clock texts. */
export type SessionUpdate = Omit<z.output<typeof updateSession>, "intent">;
export type SessionInput = SessionUpdate & { slug: string };

/** `/admin/events/:id`: the event's own texts, or a new session. */
export const eventPageSchema = z.discriminatedUnion("intent", [updateEvent, addSession], { error: EVENT_FORM_INVALID });

/** `/admin/sessions/:id`: the session's own fields, cancelling it, or attendance (its own schema). */
export const sessionEditSchema = z.discriminatedUnion(
  "intent",
  [
    updateSession,
    z.object({ intent: z.literal("cancel"), confirm: z.literal("yes", { error: message("confirmCancel") }) }),
  ],
  { error: EVENT_FORM_INVALID },
);

// ---- webinars ----

const minutes = text(3, { min: 1, message: message("duration"), messages: { controlCharacters: message("duration") } })
  .regex(/^\d{1,3}$/, message("duration"))
  .transform(Number)
  .pipe(z.number().int().min(MIN_WEBINAR_MINUTES, message("duration")).max(MAX_WEBINAR_MINUTES, message("duration")));

const optionalSlug = text(MAX_SLUG)
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, message("slugFormat"))
  .transform((value) => value || null);

const webinarShape = {
  partnerId: audience,
  titleNl: text(MAX_TITLE, { min: 1 }),
  titleEn: text(MAX_TITLE, { min: 1 }),
  descriptionNl: text(MAX_BODY, { min: 1, multiline: true }),
  descriptionEn: text(MAX_BODY, { min: 1, multiline: true }),
  presenterName: text(100, { min: 1 }),
  presenterRoleNl: text(150, { min: 1 }),
  presenterRoleEn: text(150, { min: 1 }),
  timeZone: zone,
  startDate: date,
  startTime: time,
  durationMinutes: minutes,
  streamUrl: httpsUrl.transform((value) => value || null),
  recordingSlug: optionalSlug,
};

type WebinarShape = z.output<z.ZodObject<typeof webinarShape>>;

function webinarRules<T extends WebinarShape>(value: T, context: z.RefinementCtx) {
  const startsAt = wallClockInstant(value.startDate, value.startTime, value.timeZone);
  if (!startsAt) {
    context.addIssue({ code: "custom", path: ["startTime"], message: message("timeMissing") });
    return z.NEVER;
  }
  return {
    partnerId: value.partnerId,
    titleNl: value.titleNl,
    titleEn: value.titleEn,
    descriptionNl: value.descriptionNl,
    descriptionEn: value.descriptionEn,
    presenterName: value.presenterName,
    presenterRoleNl: value.presenterRoleNl,
    presenterRoleEn: value.presenterRoleEn,
    startsAt,
    durationMinutes: value.durationMinutes,
    streamUrl: value.streamUrl,
    recordingSlug: value.recordingSlug,
  };
}

const createWebinar = z
  .object({ intent: z.literal("create-webinar"), slug, ...webinarShape })
  .transform((value, context) => ({ intent: value.intent, slug: value.slug, ...webinarRules(value, context) }));
const updateWebinar = z
  .object({ intent: z.literal("update-webinar"), ...webinarShape })
  .transform((value, context) => ({ intent: value.intent, ...webinarRules(value, context) }));

export type WebinarFields = Omit<z.output<typeof updateWebinar>, "intent">;
export type WebinarInput = WebinarFields & { slug: string };

/** `/admin/webinars`: the form that creates a webinar. */
export const createWebinarSchema = z.discriminatedUnion("intent", [createWebinar], { error: EVENT_FORM_INVALID });

/** `/admin/webinars/:id`: the webinar's fields. */
export const updateWebinarSchema = z.discriminatedUnion("intent", [updateWebinar], { error: EVENT_FORM_INVALID });
