import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { getOnboarding } from "~/features/accounts/accounts.server";
import { nextOnboardingStep } from "~/features/accounts/onboarding";
import { type CurrentUser, getCurrentUser } from "~/features/accounts/session.server";
import { accountEligibility } from "~/features/coaching/eligibility.server";
import { contentAccess } from "~/features/partners/visibility.server";
import { partnerIdsOf } from "./events.server";

export interface Viewer {
  user: CurrentUser | null;
  partnerIds: string[];
}

/** Who is looking, and which partners' content they may see. */
export async function viewerOf(request: Request): Promise<Viewer> {
  const user = await getCurrentUser(request);
  return { user, partnerIds: await partnerIdsOf(await getDb(), user?.id) };
}

/** A partner's content: logged out 401 (log in and come back), another partner's member 403. */
export function assertCanSee(partnerId: string | null, viewer: Viewer): void {
  const access = contentAccess({ partnerId }, { loggedIn: viewer.user !== null, partnerIds: viewer.partnerIds });
  if (access !== "ok") throw data(null, { status: access === "login" ? 401 : 403 });
}

/** What stands between the viewer and registering, checked in this order. */
export type Eligibility = "ok" | "login" | "not-member" | "verify" | "onboarding";

/** The same account rule as booking a coach: a member, with a confirmed address, done with onboarding. */
export async function eligibilityOf(user: CurrentUser | null): Promise<Eligibility> {
  const verdict = accountEligibility(
    user
      ? {
          roles: user.roles,
          emailVerified: user.emailVerified,
          onboardingStep: nextOnboardingStep(await getOnboarding(user.id)),
        }
      : null,
  );
  return verdict === "coach-only" ? "not-member" : verdict;
}
