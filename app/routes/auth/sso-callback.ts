import { redirect } from "react-router";
import { finishSso } from "~/features/partners/sso.server";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/sso-callback";

export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(env(), request);
  const { location, headers } = await finishSso(request, origin);
  throw redirect(location, { headers });
}
