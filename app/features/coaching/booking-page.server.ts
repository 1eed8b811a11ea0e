import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import type { CurrentUser } from "~/features/accounts/session.server";
import { getMemberAppointment } from "./appointments.server";
import { loadAvailability, slotsFor } from "./availability.server";
import { canMemberChange, hadIntake } from "./booking.server";
import { bookingEligibility } from "./eligibility.server";
import { isSessionKind, type SessionKind } from "./sessions";
import { cachedCoachSlots } from "./view-cache.server";
import { coachIsPublic } from "./visibility.server";
import { mondayOf, parseLocalDate, weekOfSlots } from "./week";
import { addDays, formatLocalDate, localDateOf } from "./zoned-time";

export async function getPublishedCoach(db: Database, slug: string) {
  const [coach] = await db
    .select()
    .from(coaches)
    .where(and(eq(coaches.slug, slug), coachIsPublic()));
  return coach ?? null;
}

type PublishedCoach = NonNullable<Awaited<ReturnType<typeof getPublishedCoach>>>;

/** The coach's free slots with one appointment left out: the member moving it may pick its own time. */
async function slotsWithout(db: Database, coach: PublishedCoach, kind: SessionKind, now: Date, appointmentId: string) {
  const availability = (await loadAvailability(db, [coach], now, appointmentId)).get(coach.id);
  return availability ? slotsFor(availability, kind, now) : [];
}

/**
 * The booking panel of a coach's page, from the URL: the session type, the week shown (in the
 * viewer's zone), its slots, the chosen slot, and an appointment being moved.
 */
export async function bookingPanel(
  db: Database,
  coach: PublishedCoach,
  user: CurrentUser | null,
  params: URLSearchParams,
  now: Date,
) {
  const viewerZone = user?.timeZone ?? "Europe/Amsterdam";
  // An intake is the first session with a coach: after one, a coaching session is what is offered.
  const firstKind: SessionKind = user && (await hadIntake(db, user.id, coach.id)) ? "coaching" : "intake";
  let kind: SessionKind = isSessionKind(params.get("type")) ? (params.get("type") as SessionKind) : firstKind;
  let rescheduling: { id: string; startsAt: string } | null = null;
  const moving = params.get("reschedule");
  if (moving && user) {
    const appointment = await getMemberAppointment(db, moving, user.id);
    if (
      appointment &&
      appointment.coachId === coach.id &&
      appointment.status === "confirmed" &&
      canMemberChange(appointment.startsAt, now)
    ) {
      rescheduling = { id: appointment.id, startsAt: appointment.startsAt.toISOString() };
      kind = appointment.kind;
    }
  }
  // Moving an appointment frees its own time, for that member only: not from the cache.
  const slots = rescheduling
    ? await slotsWithout(db, coach, kind, now, rescheduling.id)
    : await cachedCoachSlots(db, coach, kind, now);
  const thisWeek = mondayOf(localDateOf(now.getTime(), viewerZone));
  const asked = parseLocalDate(params.get("week"));
  const lastWeek = mondayOf(localDateOf(now.getTime() + coach.windowDays * 86_400_000, viewerZone));
  let monday = asked ? mondayOf(asked) : thisWeek;
  if (formatLocalDate(monday) < formatLocalDate(thisWeek)) monday = thisWeek;
  if (formatLocalDate(monday) > formatLocalDate(lastWeek)) monday = lastWeek;
  const days = weekOfSlots(slots, viewerZone, monday);
  const weekEnd = formatLocalDate(addDays(monday, 7));
  const inWeek = days.some((day) => Object.values(day.parts).some((list) => list.length > 0));
  const later = inWeek
    ? null
    : (slots.find((slot) => formatLocalDate(localDateOf(slot.start.getTime(), viewerZone)) >= weekEnd) ?? null);
  // Nothing free this week nor after it (an absence up to the end of the booking period): the first
  // free time before it, if any, so the member always has a way on.
  const first = slots[0];
  const earlier =
    inWeek ||
    later ||
    !first ||
    formatLocalDate(localDateOf(first.start.getTime(), viewerZone)) >= formatLocalDate(monday)
      ? null
      : first;
  const chosen = params.get("slot");
  const selected = chosen && slots.some((slot) => slot.start.toISOString() === chosen) ? chosen : null;
  // Before a time is chosen, the allowance of this year is the one that counts.
  const { eligibility, allowance } = await bookingEligibility(db, user, {
    kind,
    at: now,
    rescheduling: rescheduling !== null,
  });
  return {
    kind,
    viewerZone,
    week: formatLocalDate(monday),
    previousWeek: formatLocalDate(monday) > formatLocalDate(thisWeek) ? formatLocalDate(addDays(monday, -7)) : null,
    nextWeek: formatLocalDate(monday) < formatLocalDate(lastWeek) ? formatLocalDate(addDays(monday, 7)) : null,
    days,
    later: later
      ? {
          at: later.start.toISOString(),
          week: formatLocalDate(mondayOf(localDateOf(later.start.getTime(), viewerZone))),
        }
      : null,
    earlier: earlier
      ? {
          at: earlier.start.toISOString(),
          week: formatLocalDate(mondayOf(localDateOf(earlier.start.getTime(), viewerZone))),
        }
      : null,
    selected,
    rescheduling,
    eligibility,
    allowanceLeft: allowance?.left ?? null,
    idempotencyKey: crypto.randomUUID(),
  };
}
