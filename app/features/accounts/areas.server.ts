import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { coachOfUser } from "~/features/coaching/appointments.server";
import { isLanguage, languageParam } from "~/features/i18n/config";
import { negotiateLanguage } from "~/features/i18n/negotiate";
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

async function requireSignedIn(request: Request, params: { lng?: string }): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) refuse(401, request, params);
  return user;
}

/** Any logged-in account: the account pages, onboarding, the way after login. */
export const signedInArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  context.set(signedInUser, await requireSignedIn(request, params));
};

/** Accounts with the member role: coaching, the vitality scan, calls. */
export const memberArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  const user = await requireSignedIn(request, params);
  if (!user.roles.includes("member")) refuse(403, request, params, user);
  context.set(signedInUser, user);
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
  const user = await requireSignedIn(request, params);
  if (!user.roles.includes("coach")) refuse(403, request, params, user);
  const coach = await coachOfUser(await getDb(), user.id);
  if (!coach) refuse(403, request, params, user);
  context.set(signedInUser, user);
  context.set(coachPractice, coach);
};

/** Platform administrators. */
export const adminArea: MiddlewareFunction<Response> = async ({ request, context, params }) => {
  const user = await requireSignedIn(request, params);
  if (!user.roles.includes("admin")) refuse(403, request, params, user);
  context.set(signedInUser, user);
};
