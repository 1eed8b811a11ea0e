import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { getOnboarding } from "~/features/accounts/accounts.server";
import { nextOnboardingStep } from "~/features/accounts/onboarding";
import { type CurrentUser, getCurrentUser } from "~/features/accounts/session.server";
import { visibleTo } from "./events";
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
  if (visibleTo(partnerId, viewer.partnerIds)) return;
  throw data(null, { status: viewer.user ? 403 : 401 });
}

/** What stands between the viewer and registering, checked in this order. */
export type Eligibility = "ok" | "login" | "not-member" | "verify" | "onboarding";

export async function eligibilityOf(user: CurrentUser | null): Promise<Eligibility> {
  if (!user) return "login";
  if (!user.roles.includes("member")) return "not-member";
  if (!user.emailVerified) return "verify";
  if (nextOnboardingStep(await getOnboarding(user.id))) return "onboarding";
  return "ok";
}
