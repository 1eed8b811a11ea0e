import { redirect } from "react-router";
import { dbOf } from "~/db/context.server";
import { finishSso, ssoDeps } from "~/features/partners/sso.server";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/sso-callback";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(env(), request);
  const { location, headers } = await finishSso(request, origin, await ssoDeps(dbOf(context)));
  throw redirect(location, { headers });
}
