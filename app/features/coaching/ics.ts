// biome-ignore-all lint/suspicious/noControlCharactersInRegex: control characters are what these take out

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

/**
 * What a calendar never gets in a value: control characters (RFC 5545 allows none but tab; line
 * breaks are handled on their own) and every bidirectional formatting character, marks included.
 * The forms refuse the embeddings, overrides and isolates, but a name may be older than that rule
 * or come from an identity provider, and a calendar app shows a summary beside its time with
 * nothing to isolate it: "Coaching met \u202Eeelf" would turn the text after the name around.
 */
const UNSAFE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Every line break a text may hold: CRLF, CR, LF, NEL and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/** A text with the characters of `UNSAFE` taken out, for any value of the calendar. */
export function icsSafe(value: string): string {
  return value.replace(UNSAFE, "");
}

/** TEXT values: unsafe characters out; backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return icsSafe(value).replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(LINE_BREAK, "\\n");
}

/** A parameter value (CN): quoted when it holds , ; or :, never with a double quote or a line break inside. */
function parameter(value: string): string {
  const clean = icsSafe(value).replace(/"/g, "").replace(LINE_BREAK, " ");
  return /[,;:]/.test(clean) ? `"${clean}"` : clean;
}

/** An address after `mailto:`: nothing that could end the line or turn text around. */
const address = (value: string) => icsSafe(value).replace(LINE_BREAK, "");

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
    ? `ORGANIZER;CN=${parameter(who.name)}:mailto:${address(who.email)}`
    : `ATTENDEE;CN=${parameter(who.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${address(who.email)}`;

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
    ...(event.url ? [`URL:${address(event.url)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    person("ORGANIZER", event.organizer),
    ...event.attendees.map((attendee) => person("ATTENDEE", attendee)),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
