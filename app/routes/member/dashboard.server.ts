// The dashboard's loader and action; the page itself is `dashboard.tsx`.
import { dbOf } from "~/db/context.server";
import { resendVerification } from "~/features/accounts/accounts.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { allowanceFor } from "~/features/coaching/eligibility.server";
import { memberDashboard } from "~/features/dashboard/dashboard.server";
import { isScanOpen } from "~/features/vitascan/dates";
import { scanIntervalDays } from "~/features/vitascan/vitascan.server";
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
  // Everything is the signed-in member's own, by their id.
  const [dashboard, allowance] = await Promise.all([
    memberDashboard(db, user, lng, now, scanIntervalDays()),
    allowanceFor(db, user.id, now),
  ]);
  const { latestScan: latest, opensAt, suggestions, agreement } = dashboard;
  return {
    steps: dashboard.steps,
    newMember: dashboard.newMember,
    agreement,
    allowanceLeft: allowance.left,
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
