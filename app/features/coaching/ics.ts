/** iCalendar (RFC 5545) invites for appointments: one event, a stable UID, a rising SEQUENCE. */

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  method: "REQUEST" | "CANCEL";
  /** Stable per appointment, so calendars update the event instead of adding one. */
  uid: string;
  /** Raised on every change; a calendar keeps the highest it has seen. */
  sequence: number;
  start: Date;
  end: Date;
  /** DTSTAMP: when this version of the invite was made. */
  now: Date;
  summary: string;
  description: string;
  url?: string;
  location?: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
}

/** 20261122T093000Z */
export function icsDate(value: Date): string {
  return value
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (CN): quoted when it holds , ; or :, never with a double quote inside. */
function parameter(value: string): string {
  const clean = value.replace(/"/g, "").replace(/[\r\n]+/g, " ");
  return /[,;:]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Lines longer than 75 octets continue on the next line after one space; a multi-byte character
 * is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The physical lines of an iCalendar text joined back into logical lines. */
export function unfoldIcs(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split(/\r\n/)
    .filter((line) => line.length > 0);
}

const person = (role: "ORGANIZER" | "ATTENDEE", who: IcsPerson) =>
  role === "ORGANIZER"
    ? `ORGANIZER;CN=${parameter(who.name)}:mailto:${who.email}`
    : `ATTENDEE;CN=${parameter(who.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${who.email}`;

export function buildIcs(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vitaal//Coaching//NL",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDate(event.now)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    person("ORGANIZER", event.organizer),
    ...event.attendees.map((attendee) => person("ATTENDEE", attendee)),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
