import { data, redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { assertCanSee, viewerOf } from "~/features/events/access.server";
import { localised } from "~/features/events/events";
import { MediaCard, toMediaCard } from "~/features/media/components/media-card";
import {
  captionLines,
  isLocalCaptionsFile,
  isLocalMediaFile,
  isPublishedAt,
  readingMinutes,
} from "~/features/media/media";
import { getMediaItem, relatedMedia, renamedSlug } from "~/features/media/media.server";
import { allowedStreamUrl } from "~/features/webinars/stream";
import { streamHosts } from "~/features/webinars/webinars.server";
import { languageNames, languageParam, languages } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { isSlug } from "~/utils/ids";
import { renderMarkdown } from "~/utils/markdown.server";
import type { Route } from "./+types/media-item";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const now = new Date();
  const item = await getMediaItem(db, params.slug);
  if (!item) {
    // An item whose slug changed keeps its old address, moved permanently.
    const renamed = await renamedSlug(db, params.slug);
    if (renamed) throw redirect(`/${lng}/media/id/${renamed}`, 301);
    throw data(null, { status: 404 });
  }
  if (!item.publishedAt || !isPublishedAt(item, now)) throw data(null, { status: 404 });
  const viewer = await viewerOf(request);
  assertCanSee(item.partnerId, viewer);
  const body = localised(item, "body", lng);
  const related = await relatedMedia(db, item, viewer.partnerIds, now);
  return {
    item: {
      slug: item.slug,
      type: item.type,
      topic: item.topic,
      title: localised(item, "title", lng),
      summary: localised(item, "summary", lng),
      bodyHtml: renderMarkdown(body),
      readingMinutes: item.type === "article" ? readingMinutes(body) : null,
      // A file of the site plays in the page's own player; an address elsewhere is embedded only
      // while its host is on the allow list (checked now, not only when it was stored).
      mediaUrl: item.mediaUrl && isLocalMediaFile(item.mediaUrl) ? item.mediaUrl : null,
      embedUrl:
        item.mediaUrl && !isLocalMediaFile(item.mediaUrl) ? allowedStreamUrl(item.mediaUrl, streamHosts()) : null,
      captions: {
        nl: captionsSource(item, "nl"),
        en: captionsSource(item, "en"),
      },
      transcript: item.mediaUrl && !isLocalMediaFile(item.mediaUrl) ? transcriptOf(item, lng) : [],
      minutes: item.durationSeconds ? Math.max(1, Math.round(item.durationSeconds / 60)) : null,
      publishedAt: item.publishedAt.toISOString(),
    },
    related: related.map((row) => toMediaCard(row, lng)),
    timeZone: viewer.user?.timeZone ?? "Europe/Amsterdam",
  };
}

type Item = NonNullable<Awaited<ReturnType<typeof getMediaItem>>>;

/**
 * Uploaded captions are served by `/media-captions/…` (versioned by the item's last change); the
 * demo's are files under `/media/`, which answer to the item's rule as the video does.
 */
function captionsSource(item: Item, language: "nl" | "en"): string | null {
  const uploaded = language === "nl" ? item.captionsTextNl : item.captionsTextEn;
  if (uploaded) return `/media-captions/${item.slug}/${language}?v=${item.updatedAt.getTime()}`;
  const file = language === "nl" ? item.captionsNl : item.captionsEn;
  return file && isLocalCaptionsFile(file) ? file : null;
}

/** An embedded player cannot take our captions: their text is shown under it instead. */
function transcriptOf(item: Item, lng: "nl" | "en"): string[] {
  const vtt = (lng === "nl" ? item.captionsTextNl : item.captionsTextEn) ?? item.captionsTextNl ?? item.captionsTextEn;
  return vtt ? captionLines(vtt) : [];
}

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  if (!loaderData) return [{ title: "Vitaal" }];
  return pageMeta({
    title: loaderData.item.title,
    description: loaderData.item.summary,
    lng: languageParam(params.lng),
    path: `/media/id/${loaderData.item.slug}`,
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function MediaItem({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const lng = languageParam(params.lng);
  const { item, related, timeZone } = loaderData;
  // The page's language first, so its captions are the default track.
  const tracks = [lng, ...languages.filter((other) => other !== lng)].flatMap((language) => {
    const src = item.captions[language];
    return src ? [{ language, src }] : [];
  });
  const trackElements = tracks.map((track, index) => (
    <track
      key={track.language}
      kind="captions"
      src={track.src}
      srcLang={track.language}
      label={languageNames[track.language]}
      default={index === 0}
    />
  ));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <Link to={`/${lng}/media`}>← {t("list.title")}</Link>
      </p>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">
        {t(`type.${item.type}`)} · {t(`topic.${item.topic}`)}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{item.title}</h1>
      <p className="mt-2 text-lg text-ink-muted">{item.summary}</p>
      <p className="mt-2 text-sm text-ink-muted">
        {formatDate(new Date(item.publishedAt), lng, timeZone)}
        {item.readingMinutes ? ` · ${t("readingTime", { count: item.readingMinutes })}` : ""}
        {item.minutes ? ` · ${t("minutes", { count: item.minutes })}` : ""}
      </p>
      {item.mediaUrl && item.type === "podcast" ? (
        // biome-ignore lint/a11y/useMediaCaption: the captions are the tracks below
        <audio
          controls
          preload="metadata"
          src={item.mediaUrl}
          className="mt-8 w-full"
          aria-label={item.title}
          crossOrigin="anonymous"
        >
          {trackElements}
        </audio>
      ) : item.mediaUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the captions are the tracks below
        <video
          controls
          preload="metadata"
          src={item.mediaUrl}
          className="mt-8 aspect-video w-full rounded-2xl bg-ink"
          aria-label={item.title}
          crossOrigin="anonymous"
        >
          {trackElements}
        </video>
      ) : item.embedUrl ? (
        <iframe
          src={item.embedUrl}
          title={item.title}
          className="mt-8 aspect-video w-full rounded-2xl bg-ink"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : null}
      {item.transcript.length > 0 ? (
        <details className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface p-4">
          <summary className="cursor-pointer font-medium text-ink">{t("transcript")}</summary>
          <div className="mt-3 flex flex-col gap-2 text-ink">
            {item.transcript.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
              <p key={index}>{line}</p>
            ))}
          </div>
        </details>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown (renderMarkdown) */}
      <div className="prose-vitaal mt-8" dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
      {related.length > 0 ? (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-2xl font-semibold text-ink">
            {t("related")}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <MediaCard item={other} lng={lng} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
