import { escapeText, foldLine, icsDate, icsSafe, unfoldIcs } from "~/features/coaching/ics";

/**
 * The event Vitaal keeps in a coach's CalDAV calendar for an appointment: the invite's UID
 * (stable per appointment) and SEQUENCE, the time, a summary and the coach's link to it. No
 * METHOD (a stored calendar object has none, RFC 4791 4.1), no organizer or attendees (a server
 * with scheduling would otherwise mail the member an invitation of its own), no notes.
 */

export interface CaldavEvent {
  appointmentId: string;
  sequence: number;
  start: Date;
  end: Date;
  /** DTSTAMP */
  now: Date;
  summary: string;
  /** The coach's page of the appointment. */
  url: string;
}

/** The UID of an appointment's event, the same as its mailed invites. */
export const appointmentUid = (appointmentId: string) => `${appointmentId}@vitaal`;

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@vitaal$/i;

/** The appointment id in a UID Vitaal wrote, or null. */
export function appointmentIdOfUid(uid: string | null): string | null {
  const match = uid ? UUID.exec(uid) : null;
  return match ? (match[1] as string).toLowerCase() : null;
}

/** The first UID of an iCalendar text, or null. */
export function uidOf(text: string): string | null {
  for (const line of unfoldIcs(text.replace(/\r?\n/g, "\r\n"))) {
    const match = /^UID(?:;[^:]*)?:(.*)$/i.exec(line);
    if (match) return (match[1] as string).trim();
  }
  return null;
}

/** Where an appointment's event lives in a calendar collection: named by the appointment. */
export function eventUrlFor(calendarUrl: string, appointmentId: string): string {
  const base = calendarUrl.endsWith("/") ? calendarUrl : `${calendarUrl}/`;
  return new URL(`vitaal-${appointmentId}.ics`, base).href;
}

export function buildCaldavEvent(event: CaldavEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vitaal//Coaching//NL",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${appointmentUid(event.appointmentId)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDate(event.now)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.url)}`,
    `URL:${icsSafe(event.url).replace(/[\r\n]/g, "")}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
