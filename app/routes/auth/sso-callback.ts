import { redirect } from "react-router";
import { finishSso } from "~/features/partners/sso.server";
import { env } from "~/utils/env.server";
import type { Route } from "./+types/sso-callback";

export async function loader({ request }: Route.LoaderArgs) {
  const origin = env().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  const { location, headers } = await finishSso(request, origin);
  throw redirect(location, { headers });
}
