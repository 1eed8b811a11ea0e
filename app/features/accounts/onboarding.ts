import type { Role } from "~/db/schema/accounts";
import type { Language } from "~/utils/i18n/config";
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

export type Area = "member" | "coach" | "partner" | "admin";

/** What decides the areas an account may enter: its roles, and whether it administers a partner. */
export interface AreaHolder {
  roles: Role[];
  partnerAdmin?: boolean;
}

/**
 * The areas of the product an account may enter: the member pages, the coach area and the back
 * office by role, the partner portal by administering a partner.
 */
export function enterableAreas({ roles, partnerAdmin = false }: AreaHolder): Area[] {
  return (["member", "coach", "partner", "admin"] as const).filter((area) =>
    area === "partner" ? partnerAdmin : roles.includes(area),
  );
}

/** Where an area starts. */
export function areaHome(area: Area, lng: Language): string {
  if (area === "coach") return "/coach";
  if (area === "partner") return "/partner";
  if (area === "admin") return "/admin";
  return `/${lng}/dashboard`;
}

export interface Destination extends AreaHolder {
  lng: Language;
  onboardingStep: OnboardingStep | null;
  returnTo?: string | null;
}

/**
 * Where a person goes after logging in: unfinished onboarding first (members only), then a safe
 * `returnTo`, then the app selector when the account may work in more than one area (member, coach,
 * partner portal), else the coach area, the member dashboard, the partner portal of a partner
 * admin who is no member. An administrator goes to the back office.
 */
export function destinationAfterLogin({ lng, roles, partnerAdmin, onboardingStep, returnTo }: Destination): string {
  const isMember = roles.includes("member");
  const safe = returnTo ? safeReturnTo(returnTo, "") : "";
  if (isMember && onboardingStep) {
    const query = safe ? `?returnTo=${encodeURIComponent(safe)}` : "";
    return `/${lng}/signup/${onboardingStep}${query}`;
  }
  if (safe) return safe;
  // An administrator's day starts in the back office, member or not; their other areas are in
  // the header and the app selector.
  if (roles.includes("admin")) return "/admin";
  const working = enterableAreas({ roles, partnerAdmin });
  if (working.length > 1) return `/${lng}/app-selector`;
  if (roles.includes("coach")) return "/coach";
  if (!isMember && partnerAdmin) return "/partner";
  return `/${lng}/dashboard`;
}
