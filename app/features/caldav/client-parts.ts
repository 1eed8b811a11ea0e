import type { CaldavError } from "~/db/schema/scheduling";
import { CALDAV, CALSERVER, DAV, textOf, type XmlElement } from "./xml";

// The pieces of the CalDAV client (`client.server.ts`) that need no network: its failure, the
// shapes of what it answers, the request bodies' parts and the reading of multistatus responses.

/** A failed exchange, by the code the coach's page explains; `transient` ones are tried again. */
export class CaldavFailure extends Error {
  constructor(
    readonly code: CaldavError,
    readonly transient: boolean,
  ) {
    super(`caldav: ${code}`);
    this.name = "CaldavFailure";
  }
}

/** One `response` of a multistatus: its absolute URL, the properties found, its own status. */
export interface DavResponse {
  url: string;
  status: number | null;
  props: XmlElement[];
}

export interface CalendarInfo {
  url: string;
  displayName: string;
  ctag: string | null;
  syncToken: string | null;
}

export interface EventResource {
  url: string;
  etag: string | null;
  data: string;
}

export const statusOf = (line: string): number | null => {
  const match = /\s(\d{3})(\s|$)/.exec(line);
  return match ? Number(match[1]) : null;
};

export const xml = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n${body.replace(/\n\s*/g, "")}`.replace(/\n$/, "");

export const NAMESPACES = `xmlns:d="${DAV}" xmlns:c="${CALDAV}" xmlns:cs="${CALSERVER}"`;

/** The calendar-query filter of events overlapping [from, to). */
export function eventFilter(from: Date, to: Date): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  return `<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:time-range start="${stamp(from)}" end="${stamp(to)}"/></c:comp-filter></c:comp-filter></c:filter>`;
}

/** The path of a resource URL, the way hrefs are compared. */
export const pathOf = (url: string): string => new URL(url).pathname;

/** A refusal by status: 401, gone, or another error (5xx, 408 and 429 are tried again). */
export function failOnStatus(status: number, missing: CaldavError = "calendarGone"): void {
  if (status === 401) throw new CaldavFailure("unauthorized", false);
  if (status === 404 || status === 410) throw new CaldavFailure(missing, false);
  if (status >= 500 || status === 408 || status === 429) throw new CaldavFailure("httpStatus", true);
  if (status >= 300 && status !== 207) throw new CaldavFailure("httpStatus", false);
}

export function prop(response: DavResponse | undefined, ns: string, name: string): XmlElement | undefined {
  return response?.props.find((element) => element.ns === ns && element.name === name);
}

export function hasName(comp: XmlElement, name: string): boolean {
  return comp.attributes.name?.toUpperCase() === name;
}

export function lastSegment(path: string): string {
  const parts = path.split("/").filter(Boolean);
  try {
    return decodeURIComponent(parts.at(-1) ?? "").slice(0, 200);
  } catch {
    return (parts.at(-1) ?? "").slice(0, 200);
  }
}

export function resources(responses: DavResponse[], calendarUrl: string, data: true): EventResource[];
export function resources(
  responses: DavResponse[],
  calendarUrl: string,
  data: boolean,
): { url: string; etag: string | null }[];
export function resources(responses: DavResponse[], calendarUrl: string, data: boolean) {
  const calendarPath = pathOf(calendarUrl);
  return responses.flatMap((response) => {
    if (pathOf(response.url) === calendarPath || (response.status !== null && response.status !== 200)) return [];
    const etag = textOf(prop(response, DAV, "getetag")) || null;
    if (!data) return [{ url: response.url, etag }];
    const text = prop(response, CALDAV, "calendar-data")?.text;
    return text ? [{ url: response.url, etag, data: text }] : [];
  });
}
