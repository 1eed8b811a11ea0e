import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { userRoles, users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { ebookDownloads } from "~/db/schema/content";
import { eventRegistrations, eventSessions, webinarRegistrations, webinars } from "~/db/schema/events";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { addDays, isoWeekday, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";
import type {
  PlannedAppointment,
  PlannedDownload,
  PlannedRegistration,
  PlannedWebinarRegistration,
  ProgramMember,
} from "./program-data";

const ZONE = "Europe/Amsterdam";
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A UUID made from `key`, so a row planned once has the same id in every run. */
export function stableId(key: string): string {
  const hex = createHash("sha1").update(`vitaal-demo:${key}`).digest("hex");
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `minutes` after midnight in Amsterdam, `days` after the day of `now`. */
function atMinute(now: Date, days: number, minutes: number): Date {
  const date = addDays(localDateOf(now.getTime(), ZONE), days);
  return new Date(localTimeToInstant(date, minutes, ZONE) ?? localTimeToInstant(date, minutes + 60, ZONE) ?? 0);
}

/** Program members (accounts without a password, a member role, a membership). */
async function memberIds(db: Database, members: ProgramMember[]): Promise<Map<string, string>> {
  if (members.length === 0) return new Map();
  const byEmail = new Map(members.map((member) => [member.email, member.id]));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...byEmail.keys()]));
  return new Map(rows.map((row) => [byEmail.get(row.email) as string, row.id]));
}

/**
 * Accounts of the program members, matched on email, with the member role and a membership of
 * their partner joined `joinedDaysAgo` days before `now`. No password and no onboarding: they
 * never sign in. Returns how many rows were new.
 */
export async function upsertProgramMembers(db: Database, members: ProgramMember[], now: Date): Promise<number> {
  if (members.length === 0) return 0;
  const created = await db
    .insert(users)
    .values(
      members.map((member) => ({
        id: member.id,
        email: member.email,
        name: member.name,
        emailVerified: true,
        locale: member.locale,
        createdAt: new Date(now.getTime() - member.joinedDaysAgo * DAY),
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  let inserted = created.length;
  if (created.length > 0) {
    const roles = await db
      .insert(userRoles)
      .values(created.map((row) => ({ userId: row.id, role: "member" as const })))
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    inserted += roles.length;
  }
  const ids = await memberIds(db, members);
  const partnerRows = await db.select({ id: partners.id, slug: partners.slug }).from(partners);
  const partnerId = new Map(partnerRows.map((row) => [row.slug, row.id]));
  const memberships = members.flatMap((member) => {
    const userId = ids.get(member.id);
    const partner = partnerId.get(member.partner);
    if (!userId || !partner) return [];
    const joinedAt = atMinute(now, -member.joinedDaysAgo, 9 * 60 + ((member.joinedDaysAgo * 37) % 480));
    return [{ partnerId: partner, userId, role: "member", joinedAt }];
  });
  if (memberships.length > 0) {
    const added = await db
      .insert(partnerMemberships)
      .values(memberships)
      .onConflictDoNothing()
      .returning({ userId: partnerMemberships.userId });
    inserted += added.length;
  }
  return inserted;
}

export interface ProgramActivity {
  members: ProgramMember[];
  appointments: PlannedAppointment[];
  registrations: PlannedRegistration[];
  webinarRegistrations: PlannedWebinarRegistration[];
  downloads: PlannedDownload[];
}

/**
 * The program members' history before `now`: coaching sessions, places at past event sessions,
 * webinar registrations and ebook downloads. Every row has an id (or key) made from its plan, so a
 * second run adds nothing. Returns how many rows were new.
 */
export async function seedProgramActivity(db: Database, activity: ProgramActivity, now: Date): Promise<number> {
  const ids = await memberIds(db, activity.members);
  const locale = new Map(activity.members.map((member) => [member.id, member.locale]));
  return (
    (await insertAppointments(db, activity.appointments, ids, now)) +
    (await insertRegistrations(db, activity.registrations, ids, now)) +
    (await insertWebinarRegistrations(db, activity.webinarRegistrations, ids)) +
    (await insertDownloads(db, activity.downloads, ids, locale, now))
  );
}

async function insertAppointments(
  db: Database,
  plan: PlannedAppointment[],
  ids: Map<string, string>,
  now: Date,
): Promise<number> {
  const slugs = [...new Set(plan.map((row) => row.coach))];
  if (slugs.length === 0) return 0;
  const coachRows = await db
    .select({ id: coaches.id, slug: coaches.slug, bufferMinutes: coaches.bufferMinutes })
    .from(coaches)
    .where(inArray(coaches.slug, slugs));
  const coachBySlug = new Map(coachRows.map((row) => [row.slug, row]));
  const today = localDateOf(now.getTime(), ZONE);
  const rows = plan.flatMap((row) => {
    const memberId = ids.get(row.member);
    const coach = coachBySlug.get(row.coach);
    if (!memberId || !coach) return [];
    // Weekdays only: a Saturday moves to the Friday before, a Sunday to the Monday after.
    const weekday = isoWeekday(addDays(today, -row.daysAgo));
    const days = -row.daysAgo + (weekday === 6 ? -1 : weekday === 7 ? 1 : 0);
    const startsAt = atMinute(now, days, row.startMinute);
    const endsAt = new Date(startsAt.getTime() + (row.kind === "intake" ? 30 : 60) * 60_000);
    const until = new Date(endsAt.getTime() + coach.bufferMinutes * 60_000);
    const cancelledAt =
      row.status === "cancelled" ? new Date(startsAt.getTime() - (row.late ? 5 * HOUR : 3 * DAY)) : null;
    return [
      {
        id: stableId(`appointment:${row.key}`),
        coachId: coach.id,
        memberId,
        kind: row.kind,
        startsAt,
        endsAt,
        blocks: `[${startsAt.toISOString()},${until.toISOString()})`,
        status: row.status,
        idempotencyKey: `demo-program-${row.key}`,
        cancelledBy: cancelledAt ? "member" : null,
        cancelledAt,
        late: row.late,
        markedAt: row.status === "cancelled" ? null : new Date(endsAt.getTime() + HOUR),
        sequence: cancelledAt ? 1 : 0,
        createdAt: new Date(startsAt.getTime() - 9 * DAY),
      },
    ];
  });
  if (rows.length === 0) return 0;
  // Without a target, a conflict with the exclusion constraints is skipped as well.
  const added = await db.insert(appointments).values(rows).onConflictDoNothing().returning({ id: appointments.id });
  return added.length;
}

async function insertRegistrations(
  db: Database,
  plan: PlannedRegistration[],
  ids: Map<string, string>,
  now: Date,
): Promise<number> {
  const slugs = [...new Set(plan.map((row) => row.session))];
  if (slugs.length === 0) return 0;
  const sessionRows = await db
    .select({ id: eventSessions.id, slug: eventSessions.slug, startsAt: eventSessions.startsAt })
    .from(eventSessions)
    .where(inArray(eventSessions.slug, slugs));
  const sessionBySlug = new Map(sessionRows.map((row) => [row.slug, row]));
  const yesterday = now.getTime() - DAY;
  const rows = plan.flatMap((row) => {
    const userId = ids.get(row.member);
    const session = sessionBySlug.get(row.session);
    // Only sessions that are over: the history never holds a place someone could still take.
    if (!userId || !session || session.startsAt.getTime() >= yesterday) return [];
    const requestedAt = new Date(session.startsAt.getTime() - row.daysBefore * DAY);
    return [
      {
        id: stableId(`registration:${row.key}`),
        sessionId: session.id,
        userId,
        status: row.status,
        requestedAt,
        cancelledAt: row.status === "cancelled" ? new Date(requestedAt.getTime() + DAY) : null,
        sequence: row.status === "cancelled" ? 1 : 0,
        attendedAt: row.attended ? new Date(session.startsAt.getTime() + 4 * HOUR) : null,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const added = await db
    .insert(eventRegistrations)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: eventRegistrations.id });
  return added.length;
}

async function insertWebinarRegistrations(
  db: Database,
  plan: PlannedWebinarRegistration[],
  ids: Map<string, string>,
): Promise<number> {
  const slugs = [...new Set(plan.map((row) => row.webinar))];
  if (slugs.length === 0) return 0;
  const webinarRows = await db
    .select({ id: webinars.id, slug: webinars.slug, startsAt: webinars.startsAt })
    .from(webinars)
    .where(inArray(webinars.slug, slugs));
  const webinarBySlug = new Map(webinarRows.map((row) => [row.slug, row]));
  const rows = plan.flatMap((row) => {
    const userId = ids.get(row.member);
    const webinar = webinarBySlug.get(row.webinar);
    if (!userId || !webinar) return [];
    return [
      {
        webinarId: webinar.id,
        userId,
        registeredAt: new Date(webinar.startsAt.getTime() - row.daysBefore * DAY),
      },
    ];
  });
  if (rows.length === 0) return 0;
  const added = await db
    .insert(webinarRegistrations)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: webinarRegistrations.userId });
  return added.length;
}

async function insertDownloads(
  db: Database,
  plan: PlannedDownload[],
  ids: Map<string, string>,
  locale: Map<string, "nl" | "en">,
  now: Date,
): Promise<number> {
  const rows = plan.flatMap((row) => {
    const userId = ids.get(row.member);
    if (!userId) return [];
    return [
      {
        id: stableId(`ebook-download:${row.key}`),
        userId,
        locale: locale.get(row.member) ?? "nl",
        downloadedAt: atMinute(now, -row.daysAgo, 8 * 60 + ((row.daysAgo * 53) % 720)),
      },
    ];
  });
  if (rows.length === 0) return 0;
  const added = await db.insert(ebookDownloads).values(rows).onConflictDoNothing().returning({ id: ebookDownloads.id });
  return added.length;
}
