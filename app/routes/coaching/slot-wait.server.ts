// The member's wait for a time with one coach (`/:lng/coaching/wait/:slug`): its loader and
// action. The page is `slot-wait.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { hadIntake } from "~/features/coaching/booking.server";
import { getPublishedCoach } from "~/features/coaching/booking-page.server";
import { bookingEligibility } from "~/features/coaching/eligibility.server";
import type { SessionKind } from "~/features/coaching/sessions";
import { coachToday } from "~/features/coaching/slot-wait-expiry.server";
import { joinWait, memberWait, withdrawWait } from "~/features/coaching/slot-wait-members.server";
import { MAX_WAIT_DAYS, waitPageSchema } from "~/features/coaching/slot-waits";
import { addDays, formatLocalDate } from "~/features/coaching/zoned-time";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/slot-wait";

/** The published coach the address names; anything else is not found. */
async function publishedCoach(db: Database, slug: string) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const coach = await getPublishedCoach(db, slug);
  if (!coach) throw data(null, { status: 404 });
  return coach;
}

/** A calendar date `days` after another (both YYYY-MM-DD). */
function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return formatLocalDate(addDays({ year, month, day }, days));
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const coach = await publishedCoach(db, params.slug);
  const now = new Date();
  const wait = await memberWait(db, user.id, coach.id, now);
  const today = coachToday(coach, now);
  const lastDay = plusDays(today, Math.min(coach.windowDays, MAX_WAIT_DAYS - 1));
  // After an intake with the coach a coaching session is what one waits for, as on the coach's page.
  const kind: SessionKind = (await hadIntake(db, user.id, coach.id)) ? "coaching" : "intake";
  const { eligibility } = await bookingEligibility(db, user, { kind, at: now });
  return {
    coach: { name: coach.name, slug: coach.slug, timeZone: coach.timeZone },
    timeZone: user.timeZone,
    wait: wait
      ? {
          kind: wait.kind,
          fromDate: wait.fromDate,
          toDate: wait.toDate,
          offers: wait.offers
            .filter((offer) => offer.startsAt > now)
            .map((offer) => ({ id: offer.id, startsAt: offer.startsAt.toISOString() })),
        }
      : null,
    form: { kind, fromDate: today, toDate: plusDays(today, Math.min(14, coach.windowDays)), min: today, max: lastDay },
    eligibility,
  };
}

/** The page's forms, as answers name them. */
export type WaitFormId = "join" | "withdraw";
export type WaitAnswer = FormAnswer<WaitFormId> & { done?: WaitFormId };

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const coach = await publishedCoach(db, params.slug);
  const submission = parseSubmission(await request.formData(), waitPageSchema);
  const form: WaitFormId = submission.payload.intent === "withdraw" ? "withdraw" : "join";
  try {
    if (submission.status !== "success") fail("invalid");
    const input = submission.value;
    const now = new Date();
    if (input.intent === "join") {
      await joinWait(db, {
        memberId: user.id,
        coach,
        kind: input.kind,
        fromDate: input.fromDate,
        toDate: input.toDate,
        now,
      });
    } else {
      await withdrawWait(db, { memberId: user.id, coachId: coach.id, now });
    }
    return data<WaitAnswer>({ form, result: submission.reply({ resetForm: true }), done: form });
  } catch (error) {
    return answerError(error, { form, submission });
  }
}
