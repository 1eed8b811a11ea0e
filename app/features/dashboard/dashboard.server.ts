import { and, asc, eq, gte } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coaches } from "~/db/schema/coaching";
import { goals } from "~/db/schema/journey";
import { callWindow } from "~/features/calls/access";
import { localised } from "~/features/events/events";
import { myUpcomingEvents } from "~/features/events/events.server";
import { ratingsToGive } from "~/features/feedback/journey-api.server";
import { dueCheckIns, pendingProposals } from "~/features/goals/journey-api.server";
import { latestAgreement } from "~/features/sessions/journey-api.server";
import { nextScanOpensAt } from "~/features/vitascan/dates";
import { memberSuggestions } from "~/features/vitascan/suggestions.server";
import { myWebinars } from "~/features/webinars/webinars.server";
import type { Language } from "~/utils/i18n/config";
import { isNewMember, nextSteps } from "./next-steps";
import { unreadForMember } from "./unread.server";

// What the member's dashboard knows about them: everything read here is the member's own (their
// appointments, conversations, goals, ratings to give, scans, registrations), by their own id.
// Every list is bounded and read through the member's own index, so the page costs the same for a
// member with years of history.

/** What the page lists of what is coming; a member rarely has more booked. */
const COMING_LIMIT = 20;
/** No session lasts a day: an appointment that started earlier has ended and its call closed. */
const LONGEST_SESSION_MS = 24 * 60 * 60 * 1000;

/** The member's confirmed appointments whose call has not closed yet, soonest first. */
async function currentAppointments(db: Database, memberId: string, now: Date) {
  const rows = await db
    .select({
      id: appointments.id,
      kind: appointments.kind,
      status: appointments.status,
      coachName: coaches.name,
      coachSlug: coaches.slug,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(
      and(
        eq(appointments.memberId, memberId),
        eq(appointments.status, "confirmed"),
        gte(appointments.startsAt, new Date(now.getTime() - LONGEST_SESSION_MS)),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(COMING_LIMIT);
  return rows.filter((row) => callWindow(row.startsAt, row.endsAt).closesAt > now);
}

/** Whether the member ever had an appointment (one index probe, not a count). */
async function hadAppointment(db: Database, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.memberId, memberId))
    .limit(1);
  return rows.length > 0;
}

/** The member's dashboard at `now`: the next steps in order, and what the page shows beside them. */
export async function memberDashboard(
  db: Database,
  member: { id: string },
  lng: Language,
  now: Date,
  scanIntervalDays: number,
) {
  const [
    current,
    appointmentEver,
    unread,
    due,
    proposals,
    ratings,
    agreement,
    suggestions,
    events,
    webinars,
    goalEver,
  ] = await Promise.all([
    currentAppointments(db, member.id, now),
    hadAppointment(db, member.id),
    unreadForMember(db, member.id),
    dueCheckIns(db, member.id, now),
    pendingProposals(db, member.id),
    ratingsToGive(db, member.id, now),
    latestAgreement(db, member.id),
    // The member's own latest scan, and what it suggests.
    memberSuggestions(db, member, lng, now),
    myUpcomingEvents(db, member.id, now, COMING_LIMIT),
    myWebinars(db, member.id, now, COMING_LIMIT),
    db.select({ id: goals.id }).from(goals).where(eq(goals.memberId, member.id)).limit(1),
  ]);
  const { latest } = suggestions;
  const opensAt = nextScanOpensAt(latest?.completedAt ?? null, scanIntervalDays);
  const lastScanAt = latest?.completedAt.toISOString() ?? null;
  const steps = nextSteps(
    {
      upcoming: current,
      unread,
      dueCheckIns: due,
      proposals,
      ratings,
      scan: { lastCompletedAt: lastScanAt, opensAt: opensAt?.toISOString() ?? null },
      events: [
        ...events.map((row) => ({
          href: `/${lng}/events/session/${row.sessionSlug}`,
          title: `${localised(row, "eventTitle", lng)}: ${localised(row, "sessionTitle", lng)}`,
          startsAt: row.startsAt.toISOString(),
          waitlisted: row.status === "waitlisted",
        })),
        ...webinars.map((row) => ({
          href: `/${lng}/webinars/${row.slug}`,
          title: localised(row, "title", lng),
          startsAt: row.startsAt.toISOString(),
          waitlisted: false,
        })),
      ],
      hasSuggestions: suggestions.groups.length > 0,
    },
    now,
  );
  return {
    steps,
    newMember: isNewMember({
      appointmentsEver: appointmentEver ? 1 : 0,
      goalsEver: goalEver.length,
      lastScanAt,
    }),
    agreement,
    latestScan: latest,
    opensAt,
    suggestions,
  };
}
