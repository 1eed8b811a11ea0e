import { data, Outlet } from "react-router";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { AppShell } from "~/components/shell/app-shell";
import { isLanguage, languageCookie } from "~/utils/i18n/config";
import { languageCookieHeader, readCookie } from "~/utils/i18n/negotiate";
import { refuseUnknownLanguage } from "~/utils/request-guard.server";
import type { Route } from "./+types/lng-layout";

export const middleware: Route.MiddlewareFunction[] = [refuseUnknownLanguage];

export function loader({ params, request }: Route.LoaderArgs) {
  // The middleware refused every other first segment.
  if (!isLanguage(params.lng)) throw data(null, { status: 404 });
  const remembered = readCookie(request.headers.get("cookie"), languageCookie);
  const headers = remembered === params.lng ? undefined : { "Set-Cookie": languageCookieHeader(params.lng) };
  return data({ lng: params.lng }, { headers });
}

export default function LngLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/**
 * The member site's error page: a 401, 403 or 404 from any page with a language (the member,
 * onboarded-member and admin areas among them) is drawn in the site's shell. Anything unexpected
 * goes on to the root's application error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
