import type { Language } from "~/utils/i18n/config";

export const eventKinds = ["sport_event", "vitality_session", "workshop", "tour"] as const;
export type EventKind = (typeof eventKinds)[number];

export const isEventKind = (value: unknown): value is EventKind => eventKinds.includes(value as EventKind);

/** The nl or en column of a row's text: `localised(row, "title", "en")` reads `row.titleEn`. */
export function localised<K extends string>(row: Record<`${K}Nl` | `${K}En`, string>, key: K, lng: Language): string {
  return lng === "en" ? row[`${key}En`] : row[`${key}Nl`];
}

/** A session as lists of sessions show it: in one language, its time as an ISO string. */
export interface SessionRow {
  slug: string;
  title: string;
  startsAt: string;
  location: string | null;
  online: boolean;
  placesLeft: number;
  waitlisted: number;
  /** The back office cancelled it. */
  cancelled: boolean;
}

export function sessionRow(
  session: Omit<SessionRow, "title" | "startsAt"> & { titleNl: string; titleEn: string; startsAt: Date },
  lng: Language,
): SessionRow {
  return {
    slug: session.slug,
    title: localised(session, "title", lng),
    startsAt: session.startsAt.toISOString(),
    location: session.location,
    online: session.online,
    placesLeft: session.placesLeft,
    waitlisted: session.waitlisted,
    cancelled: session.cancelled,
  };
}

/** A month filter from the URL ("2027-03"), or null when absent or malformed. */
export function parseMonth(value: string | null): string | null {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  return value;
}

// Making an Intl formatter costs far more than using one (a list of sessions asks for the month of
// every row): one per zone, kept for the process. The zones are the few the members live in.
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(timeZone: string): Intl.DateTimeFormat {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" });
    monthFormats.set(timeZone, format);
  }
  return format;
}

/** The month ("YYYY-MM") an instant falls in, on a zone's calendar. */
export function monthOf(instant: Date, timeZone: string): string {
  const parts = monthFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** The month filter's names ("maart 2027"): one formatter for the whole list, not one per month. */
export function monthLabeller(lng: Language): (month: string) => string {
  const format = new Intl.DateTimeFormat(lng, { month: "long", year: "numeric", timeZone: "UTC" });
  return (month) => format.format(new Date(`${month}-01T12:00:00Z`));
}

export type RegistrationWindow = "open" | "deadline-passed" | "started" | "cancelled";

/**
 * Whether a session still takes registrations at `now`: until its deadline, never after its start,
 * never once the back office cancelled it.
 */
export function registrationWindow(
  session: { startsAt: Date; registrationDeadline: Date; cancelledAt?: Date | null },
  now: Date,
): RegistrationWindow {
  if (session.cancelledAt) return "cancelled";
  if (now.getTime() >= session.startsAt.getTime()) return "started";
  if (now.getTime() >= session.registrationDeadline.getTime()) return "deadline-passed";
  return "open";
}

/** A member may cancel until the session starts. */
export function canCancel(session: { startsAt: Date }, now: Date): boolean {
  return now.getTime() < session.startsAt.getTime();
}
