// The coach's page's loader and action; the page itself is `coach-profile.tsx`.
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { requireRole } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { getCurrentUser } from "~/features/accounts/session.server";
import { BOOKING_INVALID, bookingFormSchema } from "~/features/coaching/booking.schema";
import { type BookingFailure, bookSlot, rescheduleAppointment } from "~/features/coaching/booking.server";
import { bookingPanel, getPublishedCoach } from "~/features/coaching/booking-page.server";
import { languageParam } from "~/features/i18n/config";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/coach-profile";

/** The published coach the address names; anything that is not a slug names no coach. */
async function publishedCoach(slug: string) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const db = await getDb();
  const coach = await getPublishedCoach(db, slug);
  if (!coach) throw data(null, { status: 404 });
  return { db, coach };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const { db, coach } = await publishedCoach(params.slug);
  const user = await getCurrentUser(request);
  const panel = await bookingPanel(db, coach, user, new URL(request.url).searchParams, new Date());
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
    email: user?.email ?? null,
  };
}

/** What a refused booking form shows: a message beside the topic, or above the form. */
interface BookingRefusal {
  error: string;
  field?: "topic";
}

/**
 * The page's own words for the account part of the booking rule (`bookingEligibility`, applied by
 * booking and rescheduling in their transaction), the same ones the panel shows before a form.
 */
const accountRefusals: Partial<Record<BookingFailure, string>> = {
  login: "profile.loginToBook",
  "coach-only": "profile.coachOnly",
  verify: "profile.verifyFirst",
  onboarding: "profile.onboardingFirst",
};

function refused(reason: BookingFailure) {
  // Someone else's appointment (or none) is not found, as on its own page: nothing is revealed.
  if (reason === "not-yours") throw data(null, { status: 404 });
  const account = accountRefusals[reason];
  if (account) return data<BookingRefusal>({ error: account }, { status: 403 });
  return data<BookingRefusal>({ error: `booking.${reason}` }, { status: 409 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  // The page is public; booking is for members (verified and onboarded: the booking rule says so).
  const user = await requireRole(request, "member", params);
  const db = await getDb();
  // A coach who stopped being bookable while the page was open (unpublished, held, account
  // deactivated) is refused in words beside the form, not with a missing page.
  const coach = isSlug(params.slug) ? await getPublishedCoach(db, params.slug) : null;
  if (!coach) return data<BookingRefusal>({ error: "booking.unknown-coach" }, { status: 409 });
  const parsed = parseForm(bookingFormSchema, await request.formData());
  if (!parsed.ok) {
    const { topic, ...others } = parsed.errors;
    const other = Object.values(others)[0];
    if (other || !topic) return data<BookingRefusal>({ error: other ?? BOOKING_INVALID }, { status: 400 });
    return data<BookingRefusal>({ error: topic, field: "topic" }, { status: 400 });
  }
  const { kind, start, topic, idempotencyKey, reschedule } = parsed.data;
  const now = new Date();
  // Booking and moving queue their mails in their own transaction.
  if (reschedule) {
    const result = await rescheduleAppointment(db, { appointmentId: reschedule, memberId: user.id, start, now });
    if (!result.ok) return refused(result.reason);
    throw redirect(`/${lng}/coaching/${result.appointmentId}?rescheduled=1`);
  }
  const result = await bookSlot(db, { coachId: coach.id, memberId: user.id, kind, start, topic, idempotencyKey, now });
  if (!result.ok) return refused(result.reason);
  throw redirect(`/${lng}/coaching/${result.appointmentId}?booked=1`);
}
