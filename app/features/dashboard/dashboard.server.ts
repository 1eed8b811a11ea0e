import { count, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { goals } from "~/db/schema/journey";
import { callWindow } from "~/features/calls/access";
import { listMemberAppointments } from "~/features/coaching/appointments.server";
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

/** The member's dashboard at `now`: the next steps in order, and what the page shows beside them. */
export async function memberDashboard(
  db: Database,
  member: { id: string },
  lng: Language,
  now: Date,
  scanIntervalDays: number,
) {
  const [appointments, unread, due, proposals, ratings, agreement, suggestions, events, webinars, goalCount] =
    await Promise.all([
      listMemberAppointments(db, member.id, now),
      unreadForMember(db, member.id),
      dueCheckIns(db, member.id, now),
      pendingProposals(db, member.id),
      ratingsToGive(db, member.id, now),
      latestAgreement(db, member.id),
      // The member's own latest scan, and what it suggests.
      memberSuggestions(db, member, lng, now),
      myUpcomingEvents(db, member.id, now),
      myWebinars(db, member.id, now),
      db.select({ count: count() }).from(goals).where(eq(goals.memberId, member.id)),
    ]);
  const { latest } = suggestions;
  const opensAt = nextScanOpensAt(latest?.completedAt ?? null, scanIntervalDays);
  // Upcoming, and a session just ended whose call is still open.
  const current = [...appointments.upcoming, ...appointments.past].filter(
    (row) => row.status === "confirmed" && callWindow(row.startsAt, row.endsAt).closesAt > now,
  );
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
      appointmentsEver: appointments.upcoming.length + appointments.past.length,
      goalsEver: goalCount[0]?.count ?? 0,
      lastScanAt,
    }),
    agreement,
    latestScan: latest,
    opensAt,
    suggestions,
  };
}
