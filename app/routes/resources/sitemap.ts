import { getDb } from "~/db/client.server";
import { buildSitemap } from "~/features/seo/sitemap";
import { publicPaths } from "~/features/seo/sitemap.server";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(env(), request);
  const xml = buildSitemap(origin, await publicPaths(await getDb(), new Date()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
