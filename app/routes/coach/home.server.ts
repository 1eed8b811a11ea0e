// The coach's agenda (`/coach`): its loader and action. The page is `home.tsx`.
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { listCoachAppointments } from "~/features/coaching/appointments.server";
import { listBusyIntervals } from "~/features/coaching/calendar-busy.server";
import { renewCalendarFeed } from "~/features/coaching/calendar-feed.server";
import { type AgendaItem, shownMonday } from "~/features/coaching/components/agenda-layout";
import { COACH_FORM_INVALID, coachHomeFormSchema } from "~/features/coaching/practice-forms";
import { mondayOf } from "~/features/coaching/week";
import {
  addDays,
  formatLocalDate,
  type LocalDate,
  localDateOf,
  localTimeToInstant,
} from "~/features/coaching/zoned-time";
import { coachOpenItems } from "~/features/dashboard/coach-home.server";
import { answerError, fail, type Problem } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const coach = context.get(coachPractice);
  const db = dbOf(context);
  const now = new Date();
  const zone = coach.timeZone;
  const today = localDateOf(now.getTime(), zone);
  const monday = shownMonday(new URL(request.url).searchParams.get("week"), today);
  const midnight = (date: LocalDate) => new Date(localTimeToInstant(date, 0, zone) ?? now.getTime());
  // Every appointment that is not cancelled and starts on these days, done or still to come.
  const between = (from: LocalDate, days: number) =>
    listCoachAppointments(db, coach.id, {
      filter: "past",
      now: midnight(addDays(from, days + 1)),
      from: midnight(from),
      to: midnight(addDays(from, days)),
    });
  const [week, todays, toMark, busy, open] = await Promise.all([
    between(monday, 7),
    between(today, 1),
    listCoachAppointments(db, coach.id, { filter: "past", now }),
    // Times the coach's own calendars say are taken (start and end only).
    listBusyIntervals(db, [coach.id], midnight(monday), midnight(addDays(monday, 7))),
    // Summaries to write, check-ins to read, unread messages, and what to read before the next session.
    coachOpenItems(db, coach.id, now),
  ]);
  const appointment = (row: (typeof week)[number]): AgendaItem => ({
    kind: "appointment",
    id: row.id,
    start: row.startsAt,
    end: row.endsAt,
    memberId: row.memberId,
    memberName: row.memberName,
    sessionKind: row.kind,
    status: row.status,
  });
  const byStart = (a: { startsAt: Date }, b: { startsAt: Date }) => a.startsAt.getTime() - b.startsAt.getTime();
  const origin = siteOrigin(env(), request);
  return {
    name: user.name,
    alsoMember: user.roles.includes("member"),
    zone,
    today: formatLocalDate(today),
    monday: formatLocalDate(monday),
    thisWeek: formatLocalDate(mondayOf(today)),
    previousWeek: formatLocalDate(addDays(monday, -7)),
    nextWeek: formatLocalDate(addDays(monday, 7)),
    agenda: [
      ...week.map(appointment),
      ...busy.map((period): AgendaItem => ({ kind: "busy", start: period.start, end: period.end })),
    ].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime()),
    todays: todays.sort(byStart),
    toMark: toMark.filter((row) => row.status === "confirmed"),
    feedUrl: `${origin}/coach/calendar/${coach.calendarToken}.ics`,
    open,
  };
}

/** What the feed's form is answered with: renewed, or why not. */
export type CoachHomeAnswer = { renewed: true } | { problem: Problem };

export async function action({ request, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const submission = parseSubmission(await request.formData(), coachHomeFormSchema);
  try {
    // The only form here, one button: anything else was not sent by the page.
    if (submission.status !== "success") fail("invalid", { key: COACH_FORM_INVALID });
    // A new secret address for the calendar feed; the old one stops working.
    await renewCalendarFeed(dbOf(context), coach.id);
    return { renewed: true } satisfies CoachHomeAnswer;
  } catch (error) {
    return answerError(error);
  }
}
