import { buildRobots } from "~/features/seo/sitemap";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(env(), request);
  return new Response(buildRobots(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
