import { data, redirect } from "react-router";
import { dbOf } from "~/db/context.server";
import { ssoDeps, startSso } from "~/features/partners/sso.server";
import { env, siteOrigin } from "~/utils/env.server";
import { languageParam } from "~/utils/i18n/config";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/sso-start";

/** Starts a partner's single sign-on: the browser goes on to the partner's identity provider. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isSlug(params.partner)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const started = await startSso(
    {
      partner: params.partner,
      lng: languageParam(url.searchParams.get("lng")),
      returnTo: url.searchParams.get("returnTo") ?? "",
      origin: siteOrigin(env(), request),
    },
    await ssoDeps(dbOf(context)),
  );
  if (!started) throw data(null, { status: 404 });
  throw redirect(started.url, { headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" } });
}
