import { dbOf } from "~/db/context.server";
import { buildSitemap } from "~/features/seo/sitemap";
import { publicPaths } from "~/features/seo/sitemap.server";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(env(), request);
  const xml = buildSitemap(origin, await publicPaths(dbOf(context), new Date()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
