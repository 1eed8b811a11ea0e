import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { partners } from "~/db/schema/partners";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/partner-logo";

/**
 * A partner's logo (WebP, re-encoded on upload) for its login and join pages; archived partners'
 * logos are gone with their pages. The version in the query busts caches.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isSlug(params.partner)) throw data(null, { status: 404 });
  const [row] = await dbOf(context)
    .select({ logo: partners.logo })
    .from(partners)
    .where(and(eq(partners.slug, params.partner), isNull(partners.archivedAt)));
  if (!row?.logo) throw data(null, { status: 404 });
  return new Response(Buffer.from(row.logo), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
