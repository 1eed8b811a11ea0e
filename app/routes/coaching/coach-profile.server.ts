// The coach's page's loader and action; the page itself is `coach-profile.tsx`.
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { requireRole } from "~/features/accounts/areas.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { loadAvailability, slotsFor } from "~/features/coaching/availability.server";
import { bookSlot, rescheduleAppointment } from "~/features/coaching/booking.server";
import { bookingPanel, getPublishedCoach } from "~/features/coaching/booking-page.server";
import { dayOf, nearestFree, openDay, stripOf } from "~/features/coaching/date-strip";
import { memberSeriesFormSchema } from "~/features/coaching/series.schema";
import { bookSeries } from "~/features/coaching/series.server";
import { memberSeriesPanel } from "~/features/coaching/series-panel.server";
import type { SessionKind } from "~/features/coaching/sessions";
import { parseLocalDate } from "~/features/coaching/week";
import { publicRating } from "~/features/feedback/journey-api.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/coach-profile";

/** The published coach the address names; anything that is not a slug names no coach. */
async function publishedCoach(db: Database, slug: string) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const coach = await getPublishedCoach(db, slug);
  if (!coach) throw data(null, { status: 404 });
  return coach;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const db = dbOf(context);
  const coach = await publishedCoach(db, params.slug);
  const user = await getCurrentUser(request);
  const searchParams = new URL(request.url).searchParams;
  // A day asked for (`?day=`) names its week too: the week shown is the one that holds it.
  const askedDay = parseLocalDate(searchParams.get("day")) ? searchParams.get("day") : null;
  if (askedDay) searchParams.set("week", askedDay);
  const now = new Date();
  const panel = await bookingPanel(db, coach, user, searchParams, now);
  const day = openDay(panel.days, askedDay, panel.selected ? dayOf(panel.selected, panel.viewerZone) : null);
  // After a coaching time is chosen: the repeat choice, and the preview of a series' dates.
  const series = await memberSeriesPanel(db, {
    coachId: coach.id,
    memberId: user?.id ?? null,
    kind: panel.kind,
    selected: panel.selected,
    rescheduling: panel.rescheduling !== null,
    eligibility: panel.eligibility,
    params: searchParams,
    now,
  });
  return {
    coach: {
      id: coach.id,
      slug: coach.slug,
      name: coach.name,
      headline: lng === "nl" ? coach.headlineNl : coach.headlineEn,
      bio: lng === "nl" ? coach.bioNl : coach.bioEn,
      specialties: coach.specialties,
      languages: coach.languages,
      modes: coach.modes,
      city: coach.city,
      timeZone: coach.timeZone,
      photoVersion: coach.photo ? coach.photoVersion : null,
    },
    panel,
    strip: { day, days: stripOf(panel.days) },
    series,
    email: user?.email ?? null,
    // Read apart from the cached views: members' average once the coach has enough ratings.
    rating: await publicRating(db, coach.id),
  };
}

/** A free time offered instead of one that was taken, with the day and week that show it. */
export interface NearTime {
  at: string;
  day: string;
}

/**
 * The booking form's answer when it was refused (a booking that worked goes to its page); when the
 * time was taken or is no longer free, the free times nearest to it.
 */
export type BookingAnswer = FormAnswer<"booking"> & { nearest?: NearTime[] };

/** Refusals about the time itself, answered with the nearest free times. */
const timeRefusals = new Set(["booking.taken", "booking.not-a-slot", "booking.member-busy"]);

/**
 * The free times nearest to one that could not be booked, read fresh (not from the cached view,
 * which may still hold the time just taken); a move leaves the member's own appointment out.
 */
async function nearestTo(
  db: Database,
  coach: NonNullable<Awaited<ReturnType<typeof getPublishedCoach>>>,
  kind: SessionKind,
  start: string,
  zone: string,
  now: Date,
  moving?: string,
): Promise<NearTime[]> {
  const availability = (await loadAvailability(db, [coach], now, moving)).get(coach.id);
  const free = availability ? slotsFor(availability, kind, now).map((slot) => slot.start.toISOString()) : [];
  return nearestFree(free, start).map((at) => ({ at, day: dayOf(at, zone) }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  // The page is public; booking is for members (verified and onboarded: the booking rule says so).
  const user = await requireRole(request, "member", params);
  const db = dbOf(context);
  const submission = parseSubmission(await request.formData(), memberSeriesFormSchema);
  const posted = { form: "booking" as const, submission };
  let done: string;
  let coach: Awaited<ReturnType<typeof getPublishedCoach>> = null;
  const now = new Date();
  try {
    // A coach who stopped being bookable while the page was open (unpublished, held, account
    // deactivated) is refused in words beside the form, not with a missing page.
    coach = isSlug(params.slug) ? await getPublishedCoach(db, params.slug) : null;
    if (!coach) fail("conflict", { key: "booking.unknown-coach" });
    if (submission.status !== "success") fail("invalid");
    const { kind, start, topic, idempotencyKey, reschedule, repeat, count } = submission.value;
    // Booking and moving queue their mails in their own transaction, and fail with their reason.
    if (repeat && count) {
      // A series (coaching only, the schema says): all of its sessions or none; the dates that are
      // not free are named in the member's words and zone.
      const zone = user.timeZone;
      const series = await bookSeries(db, {
        coachId: coach.id,
        memberId: user.id,
        from: start,
        intervalWeeks: repeat,
        count,
        topic,
        idempotencyKey,
        bookedBy: "member",
        now,
        describe: (starts) => starts.map((at) => formatDateTime(at, lng, zone)).join("; "),
      });
      done = `/${lng}/coaching/${series.appointmentIds[0]}?booked=1`;
    } else if (reschedule) {
      const moved = await rescheduleAppointment(db, { appointmentId: reschedule, memberId: user.id, start, now });
      done = `/${lng}/coaching/${moved.appointmentId}?rescheduled=1`;
    } else {
      const booked = await bookSlot(db, {
        coachId: coach.id,
        memberId: user.id,
        kind,
        start,
        topic,
        idempotencyKey,
        now,
      });
      done = `/${lng}/coaching/${booked.appointmentId}?booked=1`;
    }
  } catch (error) {
    const answer = answerError(error, posted);
    if (!coach || submission.status !== "success" || !timeRefusals.has(answer.data.problem?.key ?? "")) return answer;
    const { kind, start, reschedule } = submission.value;
    const nearest = await nearestTo(db, coach, kind, start.toISOString(), user.timeZone, now, reschedule || undefined);
    return data({ ...answer.data, nearest }, answer.init ?? undefined);
  }
  throw redirect(done);
}
