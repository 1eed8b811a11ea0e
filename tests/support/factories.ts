import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "../../app/db/connection.server";
import { accounts, onboarding, type Role, sessions, userRoles, users } from "../../app/db/schema/accounts";
import {
  appointments,
  coachDateOverrides,
  coaches,
  coachNotes,
  coachVacations,
  coachWeeklyHours,
} from "../../app/db/schema/coaching";
import { mediaItems, partnerPages } from "../../app/db/schema/content";
import { eventRegistrations, eventSessions, events, webinarRegistrations, webinars } from "../../app/db/schema/events";
import { joinLinks, partnerMemberships, partners } from "../../app/db/schema/partners";
import { vitascanConsents, vitascans } from "../../app/db/schema/vitascan";

// One factory per entity, for tests that put rows straight into a database (Vitest's test database,
// or a Playwright spec's own instance database). Each takes the Drizzle handle and overrides, fills
// in the rest with values that are unique within the process, inserts, and returns the inserted
// row(s). Anything a test asserts on should be passed explicitly: the defaults are only there so
// that a row is valid and does not collide with another.

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** Distinguishes this process's rows from another's on a shared database (Playwright workers). */
const run = randomBytes(3).toString("hex");
let counter = 0;

/** A value no other call in this process returns: lower case, digits and dashes (a valid slug). */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${run}-${counter}`;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Accounts

/** Hashing is slow on purpose (scrypt): each password is hashed once per process. */
const hashes = new Map<string, Promise<string>>();
export function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface UserOptions extends Partial<Insert<typeof users>> {
  /** Platform roles (none unless given; `createMember`, `createCoachUser` and `createAdmin` give theirs). */
  roles?: Role[];
  /**
   * An onboarding row: a date for one with every step done then (the profile, terms version 1, the
   * app and the vitascan step, as the booking rules ask), or the row's own columns.
   */
  onboarding?: Date | Omit<Insert<typeof onboarding>, "userId">;
  /**
   * A password login: better-auth's credential account (id `<user id>-credential`), with this
   * password hashed, or `{ hash }` for a stored hash as it is.
   */
  password?: string | { hash: string };
}

/** An account (a `users` row), with the roles, onboarding and password login asked for. */
export async function createUser(db: Database, options: UserOptions = {}) {
  const { roles = [], onboarding: steps, password, ...overrides } = options;
  const id = overrides.id ?? unique("user");
  const [user] = await db
    .insert(users)
    .values({ name: `Person ${id}`, email: `${id}@example.com`, ...overrides, id })
    .returning();
  if (!user) throw new Error("the user was not inserted");
  if (roles.length > 0) await db.insert(userRoles).values(roles.map((role) => ({ userId: id, role })));
  if (steps) {
    const row =
      steps instanceof Date
        ? {
            profileDoneAt: steps,
            termsVersion: 1,
            appDoneAt: steps,
            vitascanDoneAt: steps,
          }
        : steps;
    await db.insert(onboarding).values({ ...row, userId: id });
  }
  if (password !== undefined) {
    await db.insert(accounts).values({
      id: `${id}-credential`,
      accountId: id,
      providerId: "credential",
      userId: id,
      password: typeof password === "string" ? await passwordHash(password) : password.hash,
    });
  }
  return user;
}

/** An account with the member role. */
export function createMember(db: Database, options: UserOptions = {}) {
  return createUser(db, { roles: ["member"], ...options });
}

/** An account with the admin role (and the member role every account of the platform holds). */
export function createAdmin(db: Database, options: UserOptions = {}) {
  return createUser(db, { roles: ["member", "admin"], ...options });
}

/** A login session (better-auth's `sessions` row) of `userId`, valid for a day unless told. */
export async function createAuthSession(
  db: Database,
  userId: string,
  overrides: Partial<Omit<Insert<typeof sessions>, "userId">> = {},
) {
  const id = overrides.id ?? unique("session");
  const [row] = await db
    .insert(sessions)
    .values({ token: `${id}-token`, expiresAt: new Date(Date.now() + DAY), ...overrides, id, userId })
    .returning();
  if (!row) throw new Error("the session was not inserted");
  return row;
}

// Coaching

export type WeeklyRange = { weekday: number; startMinute: number; endMinute: number };

/** Every day of the week (1 Monday … 7 Sunday) from `startMinute` to `endMinute`. */
export function everyDay(startMinute: number, endMinute: number): WeeklyRange[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute, endMinute }));
}

export interface CoachOptions extends Partial<Insert<typeof coaches>> {
  /** Weekly hours to give the coach (see `everyDay`). */
  hours?: WeeklyRange[];
}

/** A coach's practice (a `coaches` row), with weekly hours when given. */
export async function createCoach(db: Database, options: CoachOptions = {}) {
  const { hours, ...overrides } = options;
  const slug = overrides.slug ?? unique("coach");
  const [coach] = await db
    .insert(coaches)
    .values({ name: `Coach ${slug}`, ...overrides, slug })
    .returning();
  if (!coach) throw new Error("the coach was not inserted");
  if (hours && hours.length > 0) await addWeeklyHours(db, coach.id, hours);
  return coach;
}

/**
 * A coach's account with the coach role and their practice linked to it: `user` for the account,
 * the rest for the practice. Returns both.
 */
export async function createCoachUser(db: Database, options: CoachOptions & { user?: UserOptions } = {}) {
  const { user: userOptions = {}, ...coachOptions } = options;
  const user = await createUser(db, { roles: ["coach"], ...userOptions });
  const coach = await createCoach(db, { name: user.name, ...coachOptions, userId: user.id });
  return { user, coach };
}

export async function addWeeklyHours(db: Database, coachId: string, ranges: WeeklyRange[]) {
  return db
    .insert(coachWeeklyHours)
    .values(ranges.map((range) => ({ ...range, coachId })))
    .returning();
}

/** Other hours on `date` (a range), or the day off (no range). */
export async function addDateOverride(
  db: Database,
  coachId: string,
  date: string,
  range: { startMinute: number; endMinute: number } | null = null,
) {
  const [row] = await db
    .insert(coachDateOverrides)
    .values({ coachId, date, startMinute: range?.startMinute ?? null, endMinute: range?.endMinute ?? null })
    .returning();
  if (!row) throw new Error("the date override was not inserted");
  return row;
}

/** Days away, `fromDate` to `toDate` inclusive (one day unless `toDate` is given). */
export async function addVacation(db: Database, coachId: string, fromDate: string, toDate = fromDate) {
  const [row] = await db.insert(coachVacations).values({ coachId, fromDate, toDate }).returning();
  if (!row) throw new Error("the vacation was not inserted");
  return row;
}

export type AppointmentOptions = Omit<Partial<Insert<typeof appointments>>, "startsAt" | "endsAt"> & {
  coachId: string;
  startsAt: Date | string;
  /** An hour after the start unless given. */
  endsAt?: Date | string;
};

/**
 * An appointment put in place as it is (no booking rules): a coaching session of an hour whose
 * blocks are its own time unless told otherwise.
 */
export async function createAppointment(db: Database, options: AppointmentOptions) {
  const startsAt = new Date(options.startsAt);
  const endsAt = options.endsAt === undefined ? new Date(startsAt.getTime() + HOUR) : new Date(options.endsAt);
  const [row] = await db
    .insert(appointments)
    .values({
      kind: "coaching",
      blocks: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
      ...options,
      startsAt,
      endsAt,
    })
    .returning();
  if (!row) throw new Error("the appointment was not inserted");
  return row;
}

/** The coach's private note on an appointment. */
export async function createCoachNote(db: Database, appointment: { id: string; coachId: string }, body: string) {
  const [row] = await db
    .insert(coachNotes)
    .values({ appointmentId: appointment.id, coachId: appointment.coachId, body })
    .returning();
  if (!row) throw new Error("the note was not inserted");
  return row;
}

// Partners

/** A partner (an employer or insurer). */
export async function createPartner(db: Database, overrides: Partial<Insert<typeof partners>> = {}) {
  const slug = overrides.slug ?? unique("partner");
  const [row] = await db
    .insert(partners)
    .values({ name: `Partner ${slug}`, brandColor: "#123456", ...overrides, slug })
    .returning();
  if (!row) throw new Error("the partner was not inserted");
  return row;
}

/** `userId` joins the partner's program (as a member unless `role` says admin). */
export async function addPartnerMember(
  db: Database,
  partnerId: string,
  userId: string,
  overrides: Partial<Omit<Insert<typeof partnerMemberships>, "partnerId" | "userId">> = {},
) {
  const [row] = await db
    .insert(partnerMemberships)
    .values({ ...overrides, partnerId, userId })
    .returning();
  if (!row) throw new Error("the membership was not inserted");
  return row;
}

/** An account that administers the partner: the account (member role unless told) and its membership. */
export async function createPartnerAdmin(db: Database, partnerId: string, options: UserOptions = {}) {
  const user = await createMember(db, options);
  const membership = await addPartnerMember(db, partnerId, user.id, { role: "admin" });
  return { user, membership };
}

/** A join link of the partner. */
export async function createJoinLink(
  db: Database,
  partnerId: string,
  overrides: Partial<Omit<Insert<typeof joinLinks>, "partnerId">> = {},
) {
  const [row] = await db
    .insert(joinLinks)
    .values({ slug: unique("join"), ...overrides, partnerId })
    .returning();
  if (!row) throw new Error("the join link was not inserted");
  return row;
}

/** A program page of the partner. */
export async function createPartnerPage(
  db: Database,
  partnerId: string,
  overrides: Partial<Omit<Insert<typeof partnerPages>, "partnerId">> = {},
) {
  const path = overrides.path ?? unique("page");
  const [row] = await db
    .insert(partnerPages)
    .values({
      titleNl: `Pagina ${path}`,
      titleEn: `Page ${path}`,
      introNl: "",
      introEn: "",
      bodyNl: "",
      bodyEn: "",
      ...overrides,
      path,
      partnerId,
    })
    .returning();
  if (!row) throw new Error("the page was not inserted");
  return row;
}

// Events and webinars

/** An event (a sport event unless told), for everyone unless it has a `partnerId`. */
export async function createEvent(db: Database, overrides: Partial<Insert<typeof events>> = {}) {
  const slug = overrides.slug ?? unique("event");
  const [row] = await db
    .insert(events)
    .values({
      kind: "sport_event",
      titleNl: `Evenement ${slug}`,
      titleEn: `Event ${slug}`,
      summaryNl: "s",
      summaryEn: "s",
      bodyNl: "b",
      bodyEn: "b",
      image: "/images/events/run.svg",
      ...overrides,
      slug,
    })
    .returning();
  if (!row) throw new Error("the event was not inserted");
  return row;
}

export type EventSessionOptions = Partial<Omit<Insert<typeof eventSessions>, "eventId">>;

/**
 * A date of the event: by default a week from now, for an hour, at a place, with ten places and
 * registration until a day before the start.
 */
export async function createEventSession(db: Database, eventId: string, overrides: EventSessionOptions = {}) {
  const slug = overrides.slug ?? unique("session");
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * DAY);
  const [row] = await db
    .insert(eventSessions)
    .values({
      titleNl: slug,
      titleEn: slug,
      endsAt: new Date(startsAt.getTime() + HOUR),
      location: "Hal 1, Utrecht",
      capacity: 10,
      registrationDeadline: new Date(startsAt.getTime() - DAY),
      ...overrides,
      slug,
      startsAt,
      eventId,
    })
    .returning();
  if (!row) throw new Error("the session was not inserted");
  return row;
}

/** An event with one session: `event` and `session` are their overrides. */
export async function createEventWithSession(
  db: Database,
  options: { event?: Partial<Insert<typeof events>>; session?: EventSessionOptions } = {},
) {
  const event = await createEvent(db, options.event);
  const session = await createEventSession(db, event.id, options.session);
  return { event, session };
}

/**
 * A registration put in place as it is (no capacity or deadline checks); a cancelled one is
 * cancelled when it was requested unless told.
 */
export async function createRegistration(
  db: Database,
  options: Partial<Insert<typeof eventRegistrations>> & { sessionId: string; userId: string },
) {
  const status = options.status ?? "registered";
  const requestedAt = options.requestedAt ?? new Date();
  const [row] = await db
    .insert(eventRegistrations)
    .values({
      cancelledAt: status === "cancelled" ? requestedAt : null,
      ...options,
      status,
      requestedAt,
    })
    .returning();
  if (!row) throw new Error("the registration was not inserted");
  return row;
}

/** A webinar, by default a week from now, for 45 minutes, without a stream yet. */
export async function createWebinar(db: Database, overrides: Partial<Insert<typeof webinars>> = {}) {
  const slug = overrides.slug ?? unique("webinar");
  const [row] = await db
    .insert(webinars)
    .values({
      titleNl: `Webinar ${slug}`,
      titleEn: `Webinar ${slug}`,
      descriptionNl: "d",
      descriptionEn: "d",
      presenterName: "Eva Smit",
      presenterRoleNl: "coach",
      presenterRoleEn: "coach",
      startsAt: new Date(Date.now() + 7 * DAY),
      durationMinutes: 45,
      ...overrides,
      slug,
    })
    .returning();
  if (!row) throw new Error("the webinar was not inserted");
  return row;
}

/** `userId`'s registration for the webinar, put in place as it is (no mail). */
export async function createWebinarRegistration(db: Database, webinarId: string, userId: string, registeredAt?: Date) {
  const [row] = await db.insert(webinarRegistrations).values({ webinarId, userId, registeredAt }).returning();
  if (!row) throw new Error("the webinar registration was not inserted");
  return row;
}

// Content

/** A media item: an article about sleep unless told, a draft unless it has a `publishedAt`. */
export async function createMediaItem(db: Database, overrides: Partial<Insert<typeof mediaItems>> = {}) {
  const slug = overrides.slug ?? unique("media");
  const [row] = await db
    .insert(mediaItems)
    .values({
      type: "article",
      topic: "sleep",
      titleNl: `Artikel ${slug}`,
      titleEn: `Article ${slug}`,
      summaryNl: "s",
      summaryEn: "s",
      bodyNl: "b",
      bodyEn: "b",
      ...overrides,
      slug,
    })
    .returning();
  if (!row) throw new Error("the media item was not inserted");
  return row;
}

// Vitascan

/** The member's consent to the vitascan (version 1 unless told). */
export async function createVitascanConsent(
  db: Database,
  userId: string,
  overrides: Partial<Omit<Insert<typeof vitascanConsents>, "userId">> = {},
) {
  const [row] = await db
    .insert(vitascanConsents)
    .values({ version: 1, ...overrides, userId })
    .returning();
  if (!row) throw new Error("the consent was not inserted");
  return row;
}

/** A scan of the member (instrument version 1 unless told); unfinished unless it has a result. */
export async function createVitascan(
  db: Database,
  userId: string,
  overrides: Partial<Omit<Insert<typeof vitascans>, "userId">> = {},
) {
  const [row] = await db
    .insert(vitascans)
    .values({ instrumentVersion: 1, ...overrides, userId })
    .returning();
  if (!row) throw new Error("the scan was not inserted");
  return row;
}
