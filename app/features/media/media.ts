import { localDateOf, localTimeToInstant, offsetMinutes } from "~/features/coaching/zoned-time";
import { type DomainKey, domainKeys } from "~/features/vitascan/instrument";

export const mediaTypes = ["article", "video", "podcast", "webinar_recording"] as const;
export type MediaType = (typeof mediaTypes)[number];

/** Media topics are the vitascan's domains, so a scan's weak areas can point to media. */
export const mediaTopics = domainKeys;
export type MediaTopic = DomainKey;

export const MEDIA_PAGE_SIZE = 12;
const QUERY_LIMIT = 100;

export interface MediaQuery {
  type: MediaType | null;
  topic: MediaTopic | null;
  q: string;
  page: number;
}

/** The media list's filters from the URL; unknown values are ignored, the page is at least 1. */
export function parseMediaQuery(params: URLSearchParams): MediaQuery {
  const type = params.get("type");
  const topic = params.get("topic");
  const page = Number(params.get("page") ?? "1");
  return {
    type: mediaTypes.includes(type as MediaType) ? (type as MediaType) : null,
    topic: mediaTopics.includes(topic as MediaTopic) ? (topic as MediaTopic) : null,
    q: (params.get("q") ?? "").trim().slice(0, QUERY_LIMIT),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The canonical query string of a media list ("" for the plain list). */
export function mediaSearch(query: MediaQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  if (query.topic) params.set("topic", query.topic);
  if (page > 1) params.set("page", String(page));
  return params.size > 0 ? `?${params}` : "";
}

/** Minutes to read a Markdown text at 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export const mediaStates = ["draft", "scheduled", "published", "withdrawn"] as const;
export type MediaState = (typeof mediaStates)[number];

/**
 * Where an item stands at `now`: withdrawn (taken down), a draft (no time to publish), scheduled
 * (its time is still to come) or published. Members see only the last.
 */
export function mediaState(item: { publishedAt: Date | null; withdrawnAt: Date | null }, now: Date): MediaState {
  if (item.withdrawnAt) return "withdrawn";
  if (!item.publishedAt) return "draft";
  return item.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** Whether members may see an item at `now`: published, and its time has come. */
export function isPublishedAt(item: { publishedAt: Date | null }, now: Date): boolean {
  return item.publishedAt !== null && item.publishedAt.getTime() <= now.getTime();
}

export const MEDIA_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_MEDIA_SLUG = 80;

/** A slug from a title: lower-case letters and digits without accents, words joined by dashes. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_MEDIA_SLUG)
    .replace(/-+$/g, "");
}

/** A same-origin video or audio file shipped with the site (the demo's), e.g. `/media/breathing-break.webm`. */
export function isLocalMediaFile(value: string): boolean {
  return /^\/media\/[a-z0-9_-]+(\/[a-z0-9_-]+)*(\.[a-z0-9_-]+)*\.(webm|mp4|mp3|ogg|oga|m4a)$/.test(value);
}

/**
 * Captions shipped with the site (the demo's): a WebVTT file under `/media/`, where a file is
 * served only to those who may see an item that uses it (`server/media-files.ts`).
 */
export function isLocalCaptionsFile(value: string): boolean {
  return /^\/media\/[a-z0-9_-]+(\/[a-z0-9_-]+)*(\.[a-z0-9_-]+)*\.vtt$/.test(value);
}

/** Uploaded captions are at most this many bytes. */
export const CAPTIONS_LIMIT = 256 * 1024;

/**
 * Whether a text is WebVTT: the "WEBVTT" signature on the first line (after an optional byte
 * order mark), then a line break or a space, and no control characters other than tab and line
 * breaks anywhere.
 */
export function isWebVtt(text: string): boolean {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (!/^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(body)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(body);
}

/** The spoken text of WebVTT captions, cue by cue without timings or settings, for a transcript. */
export function captionLines(vtt: string): string[] {
  const blocks = vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  const lines: string[] = [];
  for (const block of blocks) {
    const rows = block.split("\n");
    const timing = rows.findIndex((row) => row.includes("-->"));
    if (timing < 0) continue;
    const text = rows
      .slice(timing + 1)
      .join(" ")
      .replace(/<[^>]*>/g, "")
      .trim();
    if (text) lines.push(text);
  }
  return lines;
}

/**
 * The instant a date-and-time field ("2027-03-28T09:30") means on the wall clock of `timeZone`, or
 * null for an impossible date or a time the clock skips (the spring DST gap).
 */
export function wallClockInstant(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hours > 23 || minutes > 59) return null;
  const instant = localTimeToInstant({ year, month, day }, hours * 60 + minutes, timeZone);
  return instant === null ? null : new Date(instant);
}

/** An instant as a date-and-time field shows it on the wall clock of `timeZone`. */
export function wallClockValue(instant: Date, timeZone: string): string {
  const date = localDateOf(instant.getTime(), timeZone);
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.year}-${pad(date.month)}-${pad(date.day)}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
