import { data, redirect } from "react-router";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { allowanceFor } from "~/features/coaching/eligibility.server";
import { viewerOf } from "~/features/events/access.server";
import { DatePager } from "~/features/events/components/date-pager";
import { SessionList } from "~/features/events/components/session-list";
import { SessionPanel } from "~/features/events/components/session-panel";
import { listEventPage, sessionCursor } from "~/features/events/event-list.server";
import { localised, sessionRow } from "~/features/events/events";
import { sessionAction } from "~/features/events/session-action.server";
import { sessionPanel } from "~/features/events/session-page.server";
import { MediaCard, toMediaCard } from "~/features/media/components/media-card";
import { listMedia } from "~/features/media/media.server";
import { loadPartnerPage } from "~/features/partners/pages.server";
import { languageParam } from "~/utils/i18n/config";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { isSlug } from "~/utils/ids";
import { renderMarkdown } from "~/utils/markdown.server";
import type { Route } from "./+types/partner-page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  // The rest of the address is checked as a page path by `loadPartnerPage`.
  if (!isSlug(params.partner)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const viewer = await viewerOf(request);
  const found = await loadPartnerPage(db, params.partner, params["*"], viewer, lng);
  const { page, partner } = found;
  const now = new Date();
  const member = viewer.partnerIds.includes(partner.id);
  // A public page lists the partner's own media and events to its members only: others never see
  // what is for members, not even a title.
  const audience = member ? [partner.id] : [];
  // The partner's own dates a page at a time, as on the events list: "later dates" continues after
  // the last one shown; a session that is not there (any more) starts over.
  const url = new URL(request.url);
  const here = url.pathname;
  const after = page.listing === "events" ? url.searchParams.get("after") : null;
  const cursor = after && isSlug(after) ? await sessionCursor(db, after) : null;
  if (after && !cursor) throw redirect(here);
  const [panel, media, events, allowance] = await Promise.all([
    page.sessionId ? sessionPanel(db, { id: page.sessionId }, viewer, lng, now) : null,
    page.listing === "media" ? listMedia(db, audience, { type: null, topic: null, q: "", page: 1 }, now) : null,
    page.listing === "events"
      ? listEventPage(db, audience, { kind: null, month: null, partnerId: partner.id }, cursor, now)
      : null,
    page.listing === "coaching" && viewer.user && member ? allowanceFor(db, viewer.user.id, now) : null,
  ]);
  return {
    partner: { slug: partner.slug, name: partner.name, allowance: partner.allowance },
    path: page.path,
    listing: page.listing,
    title: found.title,
    intro: found.intro,
    bodyHtml: renderMarkdown(found.body),
    children: found.children,
    trail: found.trail,
    panel,
    media: media ? media.items.map((row) => toMediaCard(row, lng)) : [],
    events: (events?.events ?? []).map(({ event, sessions }) => ({
      slug: event.slug,
      title: localised(event, "title", lng),
      sessions: sessions.map((session) => sessionRow(session, lng)),
    })),
    /** The next page of dates, and the first one when this is a later page. */
    laterDates: events?.next ? `${here}?after=${events.next}` : null,
    firstDates: cursor ? here : null,
    allowance,
    timeZone: viewer.user?.timeZone ?? "Europe/Amsterdam",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  if (!isSlug(params.partner)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const viewer = await viewerOf(request);
  const { page } = await loadPartnerPage(db, params.partner, params["*"], viewer, lng);
  if (!page.sessionId) return new Response(null, { status: 405 });
  const panel = await sessionPanel(db, { id: page.sessionId }, viewer, lng, new Date());
  if (!panel) return new Response(null, { status: 404 });
  // The page may be public; registering and cancelling are for members (sessionAction's guard).
  return sessionAction(request, db, panel.session.id);
}

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  if (!loaderData) return [{ title: "Vitaal" }];
  return pageMeta({
    title: `${loaderData.title} · ${loaderData.partner.name}`,
    description: loaderData.intro,
    lng: languageParam(params.lng),
    path: `/pages/${loaderData.partner.slug}/${loaderData.path}`,
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function PartnerPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  const lng = languageParam(params.lng);
  const page = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <nav aria-label={t("pages.breadcrumbs")}>
        <ol className="flex flex-wrap gap-2 text-sm text-ink-muted">
          <li>{page.partner.name}</li>
          {page.trail.map((crumb) => (
            <li key={crumb.href} className="before:mr-2 before:content-['›']">
              <Link to={crumb.href}>{crumb.title}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{page.intro}</p>
      <div className={page.panel ? "mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]" : "mt-8"}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown (renderMarkdown) */}
        <div className="prose-vitaal" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
        {page.panel ? (
          <div>
            <SessionPanel panel={page.panel} actionData={actionData} lng={lng} />
            <p className="mt-3">
              <Link to={`/${lng}/events/session/${page.panel.session.slug}`}>{t("pages.sessionPage")}</Link>
            </p>
          </div>
        ) : null}
      </div>

      {page.children.length > 0 ? (
        <section className="mt-10" aria-labelledby="children-heading">
          <h2 id="children-heading" className="text-2xl font-semibold text-ink">
            {t("pages.inThisSection")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {page.children.map((child) => (
              <li key={child.href}>
                <Card className="h-full">
                  <h3 className="text-lg font-semibold text-ink">
                    <Link to={child.href}>{child.title}</Link>
                  </h3>
                  <p className="mt-1 text-ink-muted">{child.intro}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {page.listing === "media" ? (
        <section className="mt-10" aria-labelledby="media-heading">
          <h2 id="media-heading" className="text-2xl font-semibold text-ink">
            {t("pages.media")}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.media.map((item) => (
              <li key={item.slug}>
                <MediaCard item={item} lng={lng} />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to={`/${lng}/media`}>{t("pages.allMedia")}</Link>
          </p>
        </section>
      ) : null}

      {page.listing === "events" ? (
        <section className="mt-10" aria-labelledby="events-heading">
          <h2 id="events-heading" className="text-2xl font-semibold text-ink">
            {t("pages.events")}
          </h2>
          {page.events.map((event) => (
            <Card key={event.slug} className="mt-4">
              <h3 className="text-lg font-semibold text-ink">
                <Link to={`/${lng}/events/${event.slug}`}>{event.title}</Link>
              </h3>
              <SessionList sessions={event.sessions} lng={lng} timeZone={page.timeZone} />
            </Card>
          ))}
          <DatePager first={page.firstDates} next={page.laterDates} className="mt-6" />
        </section>
      ) : null}

      {page.listing === "coaching" ? (
        <Card className="mt-10" aria-labelledby="coaching-heading">
          <h2 id="coaching-heading" className="text-2xl font-semibold text-ink">
            {t("pages.coachingTitle")}
          </h2>
          <p className="mt-2 text-ink">
            {t("pages.coachingAllowance", { count: page.partner.allowance, partner: page.partner.name })}
          </p>
          {page.allowance ? (
            <p className="mt-2 text-ink">
              {t("pages.coachingLeft", { count: page.allowance.left, total: page.allowance.total })}
            </p>
          ) : null}
          <p className="mt-4">
            <Link variant="primary" to={`/${lng}/coaches`}>
              {t("pages.findCoach")}
            </Link>
          </p>
        </Card>
      ) : null}
    </div>
  );
}
