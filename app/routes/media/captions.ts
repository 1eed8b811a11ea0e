import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { viewerOf } from "~/features/events/access.server";
import { isLanguage } from "~/features/i18n/config";
import { isPublishedAt } from "~/features/media/media";
import { getMediaItem } from "~/features/media/media.server";
import { isVisibleTo } from "~/features/partners/visibility.server";
import { isSlug } from "~/utils/ids";

/**
 * Captions uploaded in the back office, as WebVTT for the player's track: only for an item the
 * viewer may see now (published, and everyone's or their partner's); a partner's stay private.
 */
// Registered as `media-captions/:slug/:language` (public; the item's own rule applies).
export async function loader({ request, params }: { request: Request; params: Record<string, string | undefined> }) {
  if (!isSlug(params.slug) || !isLanguage(params.language)) throw data(null, { status: 404 });
  const item = await getMediaItem(await getDb(), params.slug);
  if (!item || !isPublishedAt(item, new Date())) throw data(null, { status: 404 });
  const viewer = await viewerOf(request);
  if (!isVisibleTo(item, viewer.partnerIds)) throw data(null, { status: 404 });
  const vtt = params.language === "nl" ? item.captionsTextNl : item.captionsTextEn;
  if (!vtt) throw data(null, { status: 404 });
  return new Response(vtt, {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": item.partnerId ? "private, max-age=300" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
