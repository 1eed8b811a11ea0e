import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { assertCanSee, viewerOf } from "~/features/events/access.server";
import { isPublishedAt } from "~/features/media/media";
import { getMediaItem } from "~/features/media/media.server";
import { isLanguage } from "~/utils/i18n/config";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/captions";

/**
 * Captions uploaded in the back office, as WebVTT for the player's track, by the item page's rule:
 * a published item's only, and a partner's for its members alone (a visitor 401, someone else's
 * member 403), kept by their browser only.
 */
// Registered as `media-captions/:slug/:language` (public; the item's own rule applies).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isSlug(params.slug) || !isLanguage(params.language)) throw data(null, { status: 404 });
  const item = await getMediaItem(dbOf(context), params.slug);
  if (!item || !isPublishedAt(item, new Date())) throw data(null, { status: 404 });
  if (item.partnerId) assertCanSee(item.partnerId, await viewerOf(request));
  const vtt = params.language === "nl" ? item.captionsTextNl : item.captionsTextEn;
  if (!vtt) throw data(null, { status: 404 });
  return new Response(vtt, {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      // The address changes with the item (`?v=`); a partner's may not sit in a shared cache, and
      // is asked for again each time, as its files are.
      "Cache-Control": item.partnerId ? "private, no-cache" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
