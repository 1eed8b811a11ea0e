import type { Role } from "~/db/schema/accounts";
import type { Language } from "~/features/i18n/config";
import { safeReturnTo } from "~/utils/return-to";

/** The terms and privacy policy in force; raising it asks every member to accept again. */
export const TERMS_VERSION = 1;

export const onboardingSteps = ["profile", "terms", "theapp", "vitascan"] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export interface OnboardingState {
  profileDoneAt: Date | null;
  termsVersion: number | null;
  appDoneAt: Date | null;
  vitascanDoneAt: Date | null;
}

/** The first step still to do, or null when onboarding is finished. */
export function nextOnboardingStep(state: OnboardingState | null, termsVersion = TERMS_VERSION): OnboardingStep | null {
  if (!state?.profileDoneAt) return "profile";
  if ((state.termsVersion ?? 0) < termsVersion) return "terms";
  if (!state.appDoneAt) return "theapp";
  if (!state.vitascanDoneAt) return "vitascan";
  return null;
}

/**
 * The areas of the product an account may enter, by its roles. The partner and administration
 * areas join this list when they are built; until then those roles add no area.
 */
export function enterableAreas(roles: Role[]): ("member" | "coach")[] {
  return (["member", "coach"] as const).filter((area) => roles.includes(area));
}

export interface Destination {
  lng: Language;
  roles: Role[];
  onboardingStep: OnboardingStep | null;
  returnTo?: string | null;
}

/**
 * Where a person goes after logging in: unfinished onboarding first (members only), then a safe
 * `returnTo`, then the app selector when the account has more than one area, else the member
 * dashboard or the coach area.
 */
export function destinationAfterLogin({ lng, roles, onboardingStep, returnTo }: Destination): string {
  const isMember = roles.includes("member");
  const safe = returnTo ? safeReturnTo(returnTo, "") : "";
  if (isMember && onboardingStep) {
    const query = safe ? `?returnTo=${encodeURIComponent(safe)}` : "";
    return `/${lng}/signup/${onboardingStep}${query}`;
  }
  if (safe) return safe;
  if (enterableAreas(roles).length > 1) return `/${lng}/app-selector`;
  if (roles.includes("coach")) return "/coach";
  return `/${lng}/dashboard`;
}
