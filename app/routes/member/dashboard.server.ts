// The dashboard's loader and action; the page itself is `dashboard.tsx`.
import { dbOf } from "~/db/context.server";
import { resendVerification } from "~/features/accounts/accounts.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { isCallOpen } from "~/features/calls/access";
import { listMemberAppointments } from "~/features/coaching/appointments.server";
import { allowanceFor } from "~/features/coaching/eligibility.server";
import { localised } from "~/features/events/events";
import { myUpcomingEvents } from "~/features/events/events.server";
import { isScanOpen, nextScanOpensAt } from "~/features/vitascan/dates";
import { memberSuggestions } from "~/features/vitascan/suggestions.server";
import { scanIntervalDays } from "~/features/vitascan/vitascan.server";
import { myWebinars } from "~/features/webinars/webinars.server";
import { answerError } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/dashboard";

// In the onboarded-member area: members who have not finished onboarding are sent to their step first.
export async function loader({ params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const now = new Date();
  const [{ upcoming }, allowance, suggestions, events, webinars] = await Promise.all([
    listMemberAppointments(db, user.id, now),
    allowanceFor(db, user.id, now),
    // The member's own latest scan, and what it suggests.
    memberSuggestions(db, user, lng, now),
    myUpcomingEvents(db, user.id, now),
    myWebinars(db, user.id, now),
  ]);
  const { latest } = suggestions;
  const opensAt = nextScanOpensAt(latest?.completedAt ?? null, scanIntervalDays());
  const next = upcoming[0] ?? null;
  return {
    next: next
      ? {
          id: next.id,
          kind: next.kind,
          coachName: next.coachName,
          coachSlug: next.coachSlug,
          startsAt: next.startsAt,
          callOpen: isCallOpen(next, now),
        }
      : null,
    allowanceLeft: allowance.left,
    events: events.map((row) => ({
      href: `/${lng}/events/session/${row.sessionSlug}`,
      title: `${localised(row, "eventTitle", lng)}: ${localised(row, "sessionTitle", lng)}`,
      startsAt: row.startsAt.toISOString(),
      waitlisted: row.status === "waitlisted",
    })),
    webinars: webinars.map((row) => ({
      href: `/${lng}/webinars/${row.slug}`,
      title: localised(row, "title", lng),
      startsAt: row.startsAt.toISOString(),
      waitlisted: false,
    })),
    vitascan: {
      latest: latest ? { overall: latest.result.overall, domains: latest.result.domains } : null,
      opensAt,
      open: isScanOpen(opensAt, now),
    },
    suggestions: latest ? { scannedAt: latest.completedAt.toISOString(), groups: suggestions.groups } : null,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    timeZone: user.timeZone,
    locale: user.locale,
  };
}

// The one form here (send the verification mail again) has no fields to parse; past the limits
// the answer is the problem (429) with the minutes to wait.
export async function action({ params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  if (user.emailVerified) return { resent: false };
  try {
    await resendVerification(user, lng, context.get(requestContext).clientIp);
    return { resent: true };
  } catch (error) {
    return answerError(error);
  }
}
