import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { getOnboarding } from "~/features/accounts/accounts.server";
import { nextOnboardingStep } from "~/features/accounts/onboarding";
import type { CurrentUser } from "~/features/accounts/session.server";
import { getMemberAppointment } from "./appointments.server";
import { loadAvailability, slotsFor } from "./availability.server";
import { allowanceFor, canMemberChange } from "./booking.server";
import { isSessionKind, type SessionKind } from "./sessions";
import { mondayOf, parseLocalDate, weekOfSlots } from "./week";
import { addDays, formatLocalDate, localDateOf } from "./zoned-time";

/** What stands between the viewer and booking, checked in this order. */
export type Eligibility = "ok" | "login" | "coach-only" | "verify" | "onboarding" | "intake-only" | "no-allowance";

export async function getPublishedCoach(db: Database, slug: string) {
  const [coach] = await db
    .select()
    .from(coaches)
    .where(and(eq(coaches.slug, slug), eq(coaches.published, true)));
  return coach ?? null;
}

export async function eligibilityOf(
  db: Database,
  user: CurrentUser | null,
  kind: SessionKind,
  now: Date,
  rescheduling: boolean,
) {
  if (!user) return { eligibility: "login" as Eligibility, allowance: null };
  if (!user.roles.includes("member")) return { eligibility: "coach-only" as Eligibility, allowance: null };
  if (!user.emailVerified) return { eligibility: "verify" as Eligibility, allowance: null };
  if (nextOnboardingStep(await getOnboarding(user.id)))
    return { eligibility: "onboarding" as Eligibility, allowance: null };
  const allowance = await allowanceFor(db, user.id, now);
  // Moving a session uses no new credit.
  if (rescheduling) return { eligibility: "ok" as Eligibility, allowance };
  if (allowance.intakeOnly && kind !== "intake") return { eligibility: "intake-only" as Eligibility, allowance };
  if (allowance.left <= 0) return { eligibility: "no-allowance" as Eligibility, allowance };
  return { eligibility: "ok" as Eligibility, allowance };
}

/**
 * The booking panel of a coach's page, from the URL: the session type, the week shown (in the
 * viewer's zone), its slots, the chosen slot, and an appointment being moved.
 */
export async function bookingPanel(
  db: Database,
  coach: NonNullable<Awaited<ReturnType<typeof getPublishedCoach>>>,
  user: CurrentUser | null,
  params: URLSearchParams,
  now: Date,
) {
  const viewerZone = user?.timeZone ?? "Europe/Amsterdam";
  let kind: SessionKind = isSessionKind(params.get("type")) ? (params.get("type") as SessionKind) : "intake";
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
  const availability = (await loadAvailability(db, [coach], now, rescheduling?.id)).get(coach.id);
  const slots = availability ? slotsFor(availability, kind, now) : [];
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
  const chosen = params.get("slot");
  const selected = chosen && slots.some((slot) => slot.start.toISOString() === chosen) ? chosen : null;
  const { eligibility, allowance } = await eligibilityOf(db, user, kind, now, rescheduling !== null);
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
    selected,
    rescheduling,
    eligibility,
    allowanceLeft: allowance?.left ?? null,
    idempotencyKey: crypto.randomUUID(),
  };
}
