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
