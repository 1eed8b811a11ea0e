import { data } from "react-router";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { assertCanSee, viewerOf } from "~/features/events/access.server";
import { SessionList } from "~/features/events/components/session-list";
import { localised, sessionRow } from "~/features/events/events";
import { getEvent } from "~/features/events/events.server";
import { languageParam } from "~/utils/i18n/config";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { isSlug } from "~/utils/ids";
import { renderMarkdown } from "~/utils/markdown.server";
import type { Route } from "./+types/event";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  const found = await getEvent(dbOf(context), params.slug);
  if (!found) throw data(null, { status: 404 });
  const viewer = await viewerOf(request);
  assertCanSee(found.event.partnerId, viewer);
  const now = Date.now();
  const rows = found.sessions.map((session) => ({
    ...sessionRow(session, lng),
    past: session.startsAt.getTime() <= now,
  }));
  return {
    event: {
      slug: found.event.slug,
      kind: found.event.kind,
      title: localised(found.event, "title", lng),
      summary: localised(found.event, "summary", lng),
      bodyHtml: renderMarkdown(localised(found.event, "body", lng)),
      image: found.event.image,
    },
    upcoming: rows.filter((row) => !row.past),
    past: rows.filter((row) => row.past),
    timeZone: viewer.user?.timeZone ?? "Europe/Amsterdam",
  };
}

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  if (!loaderData) return [{ title: "Vitaal" }];
  return pageMeta({
    title: loaderData.event.title,
    description: loaderData.event.summary,
    lng: languageParam(params.lng),
    path: `/events/${loaderData.event.slug}`,
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function Event({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  const lng = languageParam(params.lng);
  const { event, upcoming, past, timeZone } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to={`/${lng}/events`}>← {t("list.title")}</Link>
      </p>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`kind.${event.kind}`)}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{event.title}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{event.summary}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_26rem]">
        <div>
          <img src={event.image} alt="" className="aspect-video w-full rounded-2xl bg-canvas object-cover" />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown (renderMarkdown) */}
          <div className="prose-vitaal mt-6" dangerouslySetInnerHTML={{ __html: event.bodyHtml }} />
        </div>
        <Card aria-labelledby="sessions-heading">
          <h2 id="sessions-heading" className="text-xl font-semibold text-ink">
            {t("event.sessions")}
          </h2>
          {upcoming.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t("event.noUpcoming")}</p>
          ) : (
            <SessionList sessions={upcoming} lng={lng} timeZone={timeZone} />
          )}
          {past.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold text-ink">{t("event.past")}</h3>
              <SessionList sessions={past} lng={lng} timeZone={timeZone} />
            </>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
