import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { mediaItems } from "~/db/schema/content";
import { eventSessions, events, webinarRegistrations, webinars } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import * as manage from "~/features/events/manage.server";
import type { Language } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import "~/utils/i18n/resources.server";
import * as webinarsManage from "~/features/webinars/manage.server";
import { type CsvValue, csvDocument } from "~/utils/csv";
import { type Actor, recordAudit } from "./audit.server";
import type {
  EventInput,
  EventUpdate,
  SessionInput,
  SessionUpdate,
  WebinarFields,
  WebinarInput,
} from "./events-admin.schema";
import { registrationCounts, sessionListColumns, spreadsheetTime } from "./sessions.server";

// The back office's events, their sessions and webinars: what its pages list, and its changes,
// which the domains make (`features/events/manage.server.ts`, `features/webinars/manage.server.ts`)
// and the back office audits in the transaction of the change. A refusal is the domain's `fail`.

const auditedBy =
  (actor: Actor): manage.OnWrite =>
  (tx, change) =>
    recordAudit(tx, { actor, ...change });

export const createEvent = (db: Database, actor: Actor, input: EventInput) =>
  manage.createEvent(db, input, auditedBy(actor));

/** Changes an event's texts, kind, audience and illustration; its slug stays (member links keep working). */
export const updateEvent = (db: Database, actor: Actor, id: string, input: EventUpdate) =>
  manage.updateEvent(db, id, input, auditedBy(actor));

export const createSession = (db: Database, actor: Actor, eventId: string, input: SessionInput) =>
  manage.createSession(db, eventId, input, auditedBy(actor));

/** A session's own fields; a raised capacity promotes from the waitlist (`manage.updateSession`). */
export const updateSession = (db: Database, actor: Actor, id: string, update: SessionUpdate, now: Date) =>
  manage.updateSession(db, id, update, now, auditedBy(actor));

export const cancelSession = (db: Database, actor: Actor, id: string, now: Date) =>
  manage.cancelSession(db, id, now, auditedBy(actor));

export const createWebinar = (db: Database, actor: Actor, input: WebinarInput, hosts?: readonly string[]) =>
  webinarsManage.createWebinar(db, input, auditedBy(actor), hosts);

export const updateWebinar = (
  db: Database,
  actor: Actor,
  id: string,
  input: WebinarFields,
  now: Date,
  hosts?: readonly string[],
) => webinarsManage.updateWebinar(db, id, input, now, auditedBy(actor), hosts);

/** An event with its sessions (cancelled ones too) and their counts, for its back-office page. */
export async function adminEvent(db: Database, id: string) {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) return null;
  const counts = registrationCounts(db);
  const sessions = await db
    .select({
      id: eventSessions.id,
      ...sessionListColumns,
      registered: counts.registered,
      waitlisted: counts.waitlisted,
    })
    .from(eventSessions)
    .leftJoin(counts, eq(counts.sessionId, eventSessions.id))
    .where(eq(eventSessions.eventId, id))
    .orderBy(asc(eventSessions.startsAt), asc(eventSessions.id));
  return {
    event,
    sessions: sessions.map((row) => ({ ...row, registered: row.registered ?? 0, waitlisted: row.waitlisted ?? 0 })),
  };
}

/** Partners to choose an audience from, by name (archived ones too: an item may already be theirs). */
export async function partnerChoices(db: Database) {
  return db.select({ id: partners.id, name: partners.name }).from(partners).orderBy(asc(partners.name));
}

/** Every webinar with its audience and number of registrations, latest start first. */
export async function listAdminWebinars(db: Database) {
  return db
    .select({
      id: webinars.id,
      slug: webinars.slug,
      titleNl: webinars.titleNl,
      titleEn: webinars.titleEn,
      presenterName: webinars.presenterName,
      startsAt: webinars.startsAt,
      durationMinutes: webinars.durationMinutes,
      partnerName: partners.name,
      registrations:
        sql<number>`(select count(*) from ${webinarRegistrations} where ${webinarRegistrations.webinarId} = ${webinars.id})`.mapWith(
          Number,
        ),
    })
    .from(webinars)
    .leftJoin(partners, eq(partners.id, webinars.partnerId))
    .orderBy(sql`${webinars.startsAt} desc`, asc(webinars.id));
}

/** A webinar with its registrations in order of registering, or null. */
export async function adminWebinar(db: Database, id: string) {
  const [row] = await db
    .select({ webinar: webinars, partnerName: partners.name })
    .from(webinars)
    .leftJoin(partners, eq(partners.id, webinars.partnerId))
    .where(eq(webinars.id, id));
  if (!row) return null;
  const registrations = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      registeredAt: webinarRegistrations.registeredAt,
    })
    .from(webinarRegistrations)
    .innerJoin(users, eq(users.id, webinarRegistrations.userId))
    .where(eq(webinarRegistrations.webinarId, id))
    .orderBy(asc(webinarRegistrations.registeredAt), asc(users.id));
  const [recording] = row.webinar.recordingSlug
    ? await db.select({ slug: mediaItems.slug }).from(mediaItems).where(eq(mediaItems.slug, row.webinar.recordingSlug))
    : [];
  return { ...row, registrations, recordingFound: Boolean(recording) };
}

export type AdminWebinarDetail = NonNullable<Awaited<ReturnType<typeof adminWebinar>>>;

/** The registrations as a spreadsheet, in the account's language and zone; formula-safe (`csvDocument`). */
export function webinarRegistrationsCsv(detail: AdminWebinarDetail, lng: Language, timeZone: string): string {
  const t = getI18n(lng).getFixedT(lng, "admin");
  const header: CsvValue[] = [
    t("sessions.csv.position"),
    t("sessions.csv.name"),
    t("sessions.csv.email"),
    t("sessions.csv.registeredAt"),
  ];
  return csvDocument([
    header,
    ...detail.registrations.map((registration, index): CsvValue[] => [
      index + 1,
      registration.name,
      registration.email,
      spreadsheetTime(registration.registeredAt, timeZone),
    ]),
  ]);
}

export function webinarRegistrationsFileName(detail: AdminWebinarDetail): string {
  return `registrations-${detail.webinar.slug}.csv`;
}
