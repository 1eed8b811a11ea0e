import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { coaches } from "~/db/schema/coaching";
import { coachIsPublic } from "~/features/coaching/visibility.server";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/coach-photo";

/** A published coach's photo (WebP, re-encoded on upload). The version in the query busts caches. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const [row] = await (await getDb())
    .select({ photo: coaches.photo })
    .from(coaches)
    .where(and(eq(coaches.id, params.id), coachIsPublic()));
  if (!row?.photo) throw data(null, { status: 404 });
  return new Response(Buffer.from(row.photo), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
