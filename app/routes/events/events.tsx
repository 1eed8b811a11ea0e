import { Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { viewerOf } from "~/features/events/access.server";
import { DatePager } from "~/features/events/components/date-pager";
import { SessionList } from "~/features/events/components/session-list";
import { listEventPage, sessionCursor, upcomingMonths } from "~/features/events/event-list.server";
import { eventKinds, isEventKind, localised, monthLabeller, parseMonth, sessionRow } from "~/features/events/events";
import { listWebinars } from "~/features/webinars/webinars.server";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/events";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const url = new URL(request.url);
  const kind = isEventKind(url.searchParams.get("kind"))
    ? (url.searchParams.get("kind") as (typeof eventKinds)[number])
    : null;
  const month = parseMonth(url.searchParams.get("month"));
  const after = isSlug(url.searchParams.get("after")) ? url.searchParams.get("after") : null;
  // One address per list: empty or unknown filters (a form sends every field) are dropped.
  const canonical = new URLSearchParams();
  if (kind) canonical.set("kind", kind);
  if (month) canonical.set("month", month);
  const first = canonical.size > 0 ? `/${lng}/events?${canonical}` : `/${lng}/events`;
  if (after) canonical.set("after", after);
  const given = new URLSearchParams(url.searchParams);
  given.delete("_routes");
  if (given.toString() !== canonical.toString()) {
    throw redirect(`/${lng}/events${canonical.size > 0 ? `?${canonical}` : ""}`);
  }
  const db = dbOf(context);
  // "More" continues after the last session shown; a session that no longer exists starts over.
  const cursor = after ? await sessionCursor(db, after) : null;
  if (after && !cursor) throw redirect(first);
  const viewer = await viewerOf(request);
  const now = new Date();
  const [list, months, webinars] = await Promise.all([
    listEventPage(db, viewer.partnerIds, { kind, month }, cursor, now),
    upcomingMonths(db, viewer.partnerIds, kind, now),
    listWebinars(db, viewer.partnerIds, now),
  ]);
  const more = new URLSearchParams(canonical);
  if (list.next) more.set("after", list.next);
  return {
    kind,
    month,
    months,
    /** The next page ("more"), and the first one when this is a later page. */
    next: list.next ? `/${lng}/events?${more}` : null,
    first: after ? first : null,
    timeZone: viewer.user?.timeZone ?? "Europe/Amsterdam",
    events: list.events.map(({ event, partnerName, sessions }) => ({
      slug: event.slug,
      kind: event.kind,
      title: localised(event, "title", lng),
      summary: localised(event, "summary", lng),
      image: event.image,
      partnerName,
      sessions: sessions.map((session) => sessionRow(session, lng)),
    })),
    webinars: webinars.map((webinar) => ({
      slug: webinar.slug,
      title: localised(webinar, "title", lng),
      presenter: webinar.presenterName,
      startsAt: webinar.startsAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = ({ params, matches, location }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("events:list.title"),
    description: t("events:list.intro"),
    lng,
    path: "/events",
    origin: matches[0]?.loaderData?.origin ?? "",
    noindex: location.search !== "",
  });
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  const lng = useLanguage();
  const { events, webinars, months, timeZone } = loaderData;
  const monthLabel = monthLabeller(lng);
  const filtered = Boolean(loaderData.kind || loaderData.month);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("list.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("list.intro")}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4" aria-label={t("list.filters")}>
        <FilterSelect
          id="events-kind"
          name="kind"
          label={t("list.kind")}
          anyLabel={t("list.allKinds")}
          options={eventKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          value={loaderData.kind}
          className="min-w-48"
        />
        <FilterSelect
          id="events-month"
          name="month"
          label={t("list.month")}
          anyLabel={t("list.allMonths")}
          options={months.map((month) => ({ value: month, label: monthLabel(month) }))}
          value={loaderData.month}
          className="min-w-48"
        />
        <Button type="submit">{t("list.apply")}</Button>
        {filtered ? <Link to={`/${lng}/events`}>{t("list.clear")}</Link> : null}
      </Form>

      <section className="mt-10" aria-labelledby="events-heading">
        <h2 id="events-heading" className="sr-only">
          {t("list.eventsHeading")}
        </h2>
        {events.length === 0 ? (
          <Card>
            <p className="text-ink">{filtered ? t("list.emptyFiltered") : t("list.empty")}</p>
          </Card>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {events.map((event) => (
              <li key={event.slug}>
                <Card className="flex h-full flex-col gap-3">
                  <img src={event.image} alt="" className="aspect-video w-full rounded-xl bg-canvas object-cover" />
                  <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
                    {t(`kind.${event.kind}`)}
                    {event.partnerName ? ` · ${t("list.forPartner", { partner: event.partnerName })}` : ""}
                  </p>
                  <h3 className="text-xl font-semibold text-ink">
                    <Link to={`/${lng}/events/${event.slug}`}>{event.title}</Link>
                  </h3>
                  <p className="text-ink-muted">{event.summary}</p>
                  <SessionList sessions={event.sessions.slice(0, 3)} lng={lng} timeZone={timeZone} />
                  {event.sessions.length > 3 ? (
                    <p>
                      <Link to={`/${lng}/events/${event.slug}`}>
                        {t("list.moreSessions", { count: event.sessions.length - 3 })}
                      </Link>
                    </p>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
        <DatePager first={loaderData.first} next={loaderData.next} className="mt-8" />
      </section>

      <section className="mt-12" aria-labelledby="webinars-heading">
        <h2 id="webinars-heading" className="text-2xl font-semibold text-ink">
          {t("list.webinars")}
        </h2>
        {webinars.length === 0 ? (
          <p className="mt-3 text-ink-muted">{t("list.noWebinars")}</p>
        ) : (
          <ul className="mt-4 flex flex-col divide-y divide-line">
            {webinars.map((webinar) => (
              <li key={webinar.slug} className="py-3">
                <p className="font-semibold text-ink">
                  <Link to={`/${lng}/webinars/${webinar.slug}`}>{webinar.title}</Link>
                </p>
                <p className="text-ink-muted">
                  {webinar.presenter} · {formatDateTime(new Date(webinar.startsAt), lng, timeZone)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
