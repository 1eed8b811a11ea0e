import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coachDateOverrides, coaches, coachVacations, coachWeeklyHours } from "~/db/schema/coaching";
import { addDays, formatLocalDate, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";
import type { DemoAccount } from "./accounts";
import type { DemoCoach } from "./coaches-data";

/**
 * The address of a demo coach's account: the two coaches people log in as have their own; every
 * other demo coach has one too, so that booking any of them mails and notifies its coach.
 */
export const demoCoachEmail = (row: DemoCoach) => row.email ?? `${row.slug}@coaches.example.com`;

/** The accounts of the demo coaches without an address of their own (coach role, the demo password). */
export function demoCoachAccounts(rows: DemoCoach[]): DemoAccount[] {
  return rows
    .filter((row) => !row.email)
    .map((row) => ({
      id: `demo-coach-${row.slug}`,
      email: demoCoachEmail(row),
      name: row.name,
      roles: ["coach"],
      locale: row.languages.includes("nl") ? "nl" : "en",
    }));
}

const minutesOf = (time: string) => {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
};

/**
 * The demo coaches with their hours, matched on slug so a second run adds nothing. Each new coach
 * also gets a day off two weeks from now and, for every fourth coach, a week of holiday, so the
 * overrides and vacations show up in the demo. Returns how many coaches were new.
 */
export async function upsertCoaches(db: Database, rows: DemoCoach[], now: Date): Promise<number> {
  let inserted = 0;
  for (const [index, row] of rows.entries()) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoCoachEmail(row)));
    const [created] = await db
      .insert(coaches)
      .values({
        slug: row.slug,
        name: row.name,
        userId: owner?.id ?? null,
        timeZone: row.timeZone,
        published: true,
        headlineNl: row.headline.nl,
        headlineEn: row.headline.en,
        bioNl: row.bio.nl,
        bioEn: row.bio.en,
        specialties: row.specialties,
        languages: row.languages,
        modes: row.modes,
        city: row.city,
        ...row.rules,
      })
      .onConflictDoNothing({ target: coaches.slug })
      .returning({ id: coaches.id });
    if (!created) {
      // A demo from before every coach had an account: the practice gets its account now.
      if (owner) {
        await db
          .update(coaches)
          .set({ userId: owner.id })
          .where(and(eq(coaches.slug, row.slug), isNull(coaches.userId)));
      }
      continue;
    }
    inserted++;
    await db.insert(coachWeeklyHours).values(
      row.weekly.map((hours) => ({
        coachId: created.id,
        weekday: hours.weekday,
        startMinute: minutesOf(hours.start),
        endMinute: minutesOf(hours.end),
      })),
    );
    if (row.email) continue; // The demo coaches' own calendars stay open for trying things out.
    const today = localDateOf(now.getTime(), row.timeZone);
    await db.insert(coachDateOverrides).values({
      coachId: created.id,
      date: formatLocalDate(addDays(today, 14 + (index % 5))),
      startMinute: null,
      endMinute: null,
    });
    if (index % 4 === 3) {
      await db.insert(coachVacations).values({
        coachId: created.id,
        fromDate: formatLocalDate(addDays(today, 21)),
        toDate: formatLocalDate(addDays(today, 27)),
      });
    }
  }
  return inserted;
}

/** A member and a coach (by their accounts' addresses) with a short history together. */
export interface DemoHistory {
  member: string;
  coach: string;
  /** Prefix of the appointments' idempotency keys, unique per pair. */
  key: string;
  topics: { intake: string; coaching: string };
}

/** The demo member (Deloitte) and the demo coach Daan Bakker: what `npm start` shows. */
export const demoHistory: DemoHistory = {
  member: "member@example.com",
  coach: "coach@example.com",
  key: "demo",
  topics: { intake: "Kennismaken en kijken waar ik wil beginnen.", coaching: "Meer rust in mijn werkweek." },
};

/**
 * The demo member's history with the demo coach: a completed intake a week ago and a coaching
 * session in three days, both at 10:00 in Amsterdam. Added once.
 */
export async function seedDemoAppointments(db: Database, now: Date): Promise<number> {
  return seedDemoHistory(db, now, demoHistory);
}

/**
 * A completed intake a week ago and a coaching session in three days, both at 10:00 in
 * Amsterdam, between the member and the coach of `history`; added once per pair (nothing when
 * they already have an appointment together, or either account is missing). Returns how many
 * appointments were added.
 */
export async function seedDemoHistory(db: Database, now: Date, history: DemoHistory): Promise<number> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, history.member));
  const [coach] = await db
    .select({ id: coaches.id, bufferMinutes: coaches.bufferMinutes })
    .from(coaches)
    .innerJoin(users, eq(users.id, coaches.userId))
    .where(eq(users.email, history.coach));
  if (!member || !coach) return 0;
  const existing = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.memberId, member.id), eq(appointments.coachId, coach.id)));
  if (existing.length > 0) return 0;
  const zone = "Europe/Amsterdam";
  const today = localDateOf(now.getTime(), zone);
  const at = (days: number) => new Date(localTimeToInstant(addDays(today, days), 10 * 60, zone) ?? now.getTime());
  const session = (start: Date, minutes: number) => {
    const end = new Date(start.getTime() + minutes * 60_000);
    const until = new Date(end.getTime() + coach.bufferMinutes * 60_000);
    return { startsAt: start, endsAt: end, blocks: `[${start.toISOString()},${until.toISOString()})` };
  };
  await db.insert(appointments).values([
    {
      coachId: coach.id,
      memberId: member.id,
      kind: "intake",
      ...session(at(-7), 30),
      status: "completed",
      markedAt: sql`now()`,
      topic: history.topics.intake,
      idempotencyKey: `${history.key}-past-intake`,
    },
    {
      coachId: coach.id,
      memberId: member.id,
      kind: "coaching",
      ...session(at(3), 60),
      topic: history.topics.coaching,
      idempotencyKey: `${history.key}-upcoming-coaching`,
    },
  ]);
  return 2;
}

/**
 * The demo always has a call that is open: a coaching session between the demo member and the demo
 * coach that started a few minutes ago, added at every start of the demo unless one is open already
 * (or the time is taken). Returns whether one was added.
 */
export async function ensureOpenDemoCall(db: Database, now: Date): Promise<boolean> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, "member@example.com"));
  const [coach] = await db
    .select({ id: coaches.id, bufferMinutes: coaches.bufferMinutes })
    .from(coaches)
    .innerJoin(users, eq(users.id, coaches.userId))
    .where(eq(users.email, "coach@example.com"));
  if (!member || !coach) return false;
  const open = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.memberId, member.id),
        eq(appointments.coachId, coach.id),
        eq(appointments.status, "confirmed"),
        sql`${appointments.startsAt} - interval '10 minutes' <= ${now.toISOString()}::timestamptz`,
        sql`${appointments.endsAt} + interval '30 minutes' > ${now.toISOString()}::timestamptz + interval '20 minutes'`,
      ),
    );
  if (open.length > 0) return false;
  const start = new Date(Math.floor(now.getTime() / 300_000) * 300_000 - 5 * 60_000);
  const end = new Date(start.getTime() + 60 * 60_000);
  const until = new Date(end.getTime() + coach.bufferMinutes * 60_000);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(appointments).values({
        coachId: coach.id,
        memberId: member.id,
        kind: "coaching",
        startsAt: start,
        endsAt: end,
        blocks: `[${start.toISOString()},${until.toISOString()})`,
        topic: "Proefgesprek: probeer het videogesprek met twee browsers.",
        idempotencyKey: `demo-call-${start.toISOString()}`,
      });
    });
    return true;
  } catch {
    // The time is taken by another session: the demo goes on without an open call.
    return false;
  }
}
