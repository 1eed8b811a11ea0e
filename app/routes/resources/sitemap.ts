import { getDb } from "~/db/client.server";
import { buildSitemap } from "~/features/seo/sitemap";
import { publicPaths } from "~/features/seo/sitemap.server";
import { env } from "~/utils/env.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request }: Route.LoaderArgs) {
  const origin = env().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  const xml = buildSitemap(origin, await publicPaths(await getDb(), new Date()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
