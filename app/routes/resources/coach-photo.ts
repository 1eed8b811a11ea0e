import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { coaches } from "~/db/schema/coaching";
import { coachIsPublic } from "~/features/coaching/visibility.server";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/coach-photo";

/** A published coach's photo (WebP, re-encoded on upload). The version in the query busts caches. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const [row] = await dbOf(context)
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
