import { and, asc, eq } from "drizzle-orm";
import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import type { Role } from "~/db/schema/accounts";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { coachOfUser } from "~/features/coaching/appointments.server";
import { env, siteOrigin } from "~/utils/env.server";
import { isLanguage, languageParam } from "~/utils/i18n/config";
import { negotiateLanguage, readCookie } from "~/utils/i18n/negotiate";
import { getOnboarding } from "./accounts.server";
import { nextOnboardingStep } from "./onboarding";
import { type CurrentUser, getCurrentUser } from "./session.server";

// The access rule of each area, in one place. Each is React Router middleware on the area's
// layout route in `app/routes.ts`, so every loader and action below it inherits the rule and
// cannot forget it. What the middleware establishes is handed down in the router context: a
// route reads `context.get(signedInUser)`, which throws when the route is not inside an area
// that set it, so a route moved out of its area fails closed instead of opening up.
// Logged out: 401 (the area's error page offers the login that returns here); logged in
// without the right: 403.

/** The logged-in account, set by every area below. */
export const signedInUser = createContext<CurrentUser>();

/** The coach's own practice, set by the coach area. */
export const coachPractice = createContext<NonNullable<Awaited<ReturnType<typeof coachOfUser>>>>();

/**
 * A refusal: 401 or 403. React Router draws a middleware's refusal at the root, before any loader
 * ran, so it carries the language of the page it refuses (the `{lng}` segment, the account's, or
 * the browser's) for the error page.
 */
function refuse(status: 401 | 403, request: Request, params: { lng?: string }, user?: CurrentUser | null): never {
  const lng = isLanguage(params.lng) ? params.lng : (user?.locale ?? negotiateLanguage(request.headers));
  throw data({ lng }, { status });
}

/**
 * The logged-in account, or a 401. Besides the areas, the one guard of a public page's form that
 * needs an account (registering for an event or a webinar, booking a coach, a join link).
 */
export async function requireSignedIn(request: Request, params: { lng?: string } = {}): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) refuse(401, request, params);
  return user;
}

/** The logged-in account with `role`: 401 logged out, 403 without it (as the areas answer). */
export async function requireRole(request: Request, role: Role, params: { lng?: string } = {}): Promise<CurrentUser> {
  const user = await requireSignedIn(request, params);
  if (!user.roles.includes(role)) refuse(403, request, params, user);
  return user;
}

/** Any logged-in account: the account pages, onboarding, the way after login. */
export const signedInArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  context.set(signedInUser, await requireSignedIn(request, params));
};

/** Accounts with the member role: coaching, the vitality scan, calls. */
export const memberArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  context.set(signedInUser, await requireRole(request, "member", params));
};

/**
 * Members who finished onboarding (inside the member area). A page is sent to the step that is
 * due; a form posted before onboarding is done is refused.
 */
export const onboardedMemberArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  const user = context.get(signedInUser);
  const step = nextOnboardingStep(await getOnboarding(user.id));
  if (!step) return;
  if (request.method === "GET" || request.method === "HEAD")
    throw redirect(`/${languageParam(params.lng)}/signup/${step}`);
  refuse(403, request, params, user);
};

/** Coaches with a practice: the coach area. */
export const coachArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  const user = await requireRole(request, "coach", params);
  const coach = await coachOfUser(await getDb(), user.id);
  if (!coach) refuse(403, request, params, user);
  context.set(signedInUser, user);
  context.set(coachPractice, coach);
};

/** Platform administrators. */
export const adminArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  context.set(signedInUser, await requireRole(request, "admin", params));
};

/** A partner an account administers, as the partner portal knows it. */
export interface AdministeredPartner {
  id: string;
  slug: string;
  name: string;
  archived: boolean;
}

/**
 * The partner portal's partner: the one the account works on (null only on the portal's first
 * page, while an account that administers several has not chosen), and every partner it may choose.
 */
export const partnerChoice = createContext<{ current: AdministeredPartner | null; partners: AdministeredPartner[] }>();

/** The cookie that remembers which partner an account administering several last chose. */
export const PARTNER_COOKIE = "vitaal.partner";

/**
 * Partner admins (a partner membership with role 'admin'): the partner portal. The partner is the
 * one named by `?partner=` (403 when the account does not administer it: another partner's admin
 * sees nothing of this one), else the one remembered in a cookie, else the only one. Choosing by
 * `?partner=` remembers the choice. Platform administrators are no partner admins by their role:
 * they use the back office.
 */
export const partnerArea: MiddlewareFunction<Response> = async ({ request, context, params }, next) => {
  const user = await requireSignedIn(request, params);
  if (!user.partnerAdmin) refuse(403, request, params, user);
  const partners = await administeredPartners(user.id);
  if (partners.length === 0) refuse(403, request, params, user);
  const asked = new URL(request.url).searchParams.get("partner");
  const named = asked === null ? null : (partners.find((partner) => partner.slug === asked) ?? null);
  if (asked !== null && !named) refuse(403, request, params, user);
  // A cookie that cannot be read (a broken encoding) remembers nothing.
  const remembered = readCookie(request.headers.get("cookie"), PARTNER_COOKIE) ?? null;
  const current =
    named ??
    partners.find((partner) => partner.slug === remembered) ??
    (partners.length === 1 ? (partners[0] ?? null) : null);
  context.set(signedInUser, user);
  context.set(partnerChoice, { current, partners });
  const response = await next();
  if (named && named.slug !== remembered) {
    const secure = siteOrigin(env(), request).startsWith("https:");
    response.headers.append(
      "Set-Cookie",
      `${PARTNER_COOKIE}=${encodeURIComponent(named.slug)}; Path=/partner; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
  }
  return response;
};

/** The partners an account administers, by name. */
async function administeredPartners(userId: string): Promise<AdministeredPartner[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: partners.id, slug: partners.slug, name: partners.name, archivedAt: partners.archivedAt })
    .from(partnerMemberships)
    .innerJoin(partners, eq(partners.id, partnerMemberships.partnerId))
    .where(and(eq(partnerMemberships.userId, userId), eq(partnerMemberships.role, "admin")))
    .orderBy(asc(partners.name));
  return rows.map(({ archivedAt, ...partner }) => ({ ...partner, archived: archivedAt !== null }));
}

/**
 * The partner a portal page works on; a page other than the portal's first sends an account that
 * has not chosen yet to the choice (a form posted without a choice is refused).
 */
export function currentPartner(context: Readonly<RouterContextProvider>, request: Request): AdministeredPartner {
  const { current } = context.get(partnerChoice);
  if (current) return current;
  if (request.method === "GET" || request.method === "HEAD") throw redirect("/partner");
  throw data({ lng: context.get(signedInUser).locale }, { status: 403 });
}
