import { data, Outlet } from "react-router";
import { AppShell } from "~/components/shell/app-shell";
import { isLanguage, languageCookie } from "~/features/i18n/config";
import { languageCookieHeader, readCookie } from "~/features/i18n/negotiate";
import type { Route } from "./+types/lng-layout";

export function loader({ params, request }: Route.LoaderArgs) {
  // `/:lng` matches any first segment; only the languages we have are pages.
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
