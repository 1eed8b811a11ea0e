import { Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { dbOf } from "~/db/context.server";
import { viewerOf } from "~/features/events/access.server";
import { MediaCard, toMediaCard } from "~/features/media/components/media-card";
import { mediaSearch, mediaTopics, mediaTypes, parseMediaQuery } from "~/features/media/media";
import { listMedia } from "~/features/media/media.server";
import { languageParam } from "~/utils/i18n/config";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/media";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const url = new URL(request.url);
  const query = parseMediaQuery(url.searchParams);
  const given = new URLSearchParams(url.searchParams);
  given.delete("_routes");
  if ((given.size > 0 ? `?${given}` : "") !== mediaSearch(query)) throw redirect(`/${lng}/media${mediaSearch(query)}`);
  const viewer = await viewerOf(request);
  const result = await listMedia(dbOf(context), viewer.partnerIds, query, new Date());
  if (query.page > result.pages) throw redirect(`/${lng}/media${mediaSearch(query, result.pages)}`);
  return { query, total: result.total, pages: result.pages, items: result.items.map((row) => toMediaCard(row, lng)) };
}

export const meta: Route.MetaFunction = ({ params, matches, location }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("media:list.title"),
    description: t("media:list.intro"),
    lng,
    path: "/media",
    origin: matches[0]?.loaderData?.origin ?? "",
    noindex: location.search !== "",
  });
};

export default function Media({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const lng = languageParam(params.lng);
  const { query, items, total, pages } = loaderData;
  const filtered = Boolean(query.q || query.type || query.topic);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("list.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("list.intro")}</p>
      <Form
        method="get"
        role="search"
        className="mt-6 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <TextField
          id="media-q"
          name="q"
          type="search"
          label={t("list.search")}
          defaultValue={query.q}
          maxLength={100}
        />
        <FilterSelect
          id="media-type"
          name="type"
          label={t("list.type")}
          anyLabel={t("list.allTypes")}
          options={mediaTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
          value={query.type}
        />
        <FilterSelect
          id="media-topic"
          name="topic"
          label={t("list.topic")}
          anyLabel={t("list.allTopics")}
          options={mediaTopics.map((topic) => ({ value: topic, label: t(`topic.${topic}`) }))}
          value={query.topic}
        />
        <Button type="submit">{t("list.apply")}</Button>
      </Form>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <p className="text-ink-muted" aria-live="polite">
          {t("list.count", { count: total })}
        </p>
        {filtered ? <Link to={`/${lng}/media`}>{t("list.clear")}</Link> : null}
      </div>
      {items.length === 0 ? (
        <Card className="mt-6">
          <p className="text-ink">{filtered ? t("list.emptyFiltered") : t("list.empty")}</p>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.slug}>
              <MediaCard item={item} lng={lng} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("list.pagination")} className="mt-8 flex items-center justify-between gap-4">
          {query.page > 1 ? (
            <Link to={`/${lng}/media${mediaSearch(query, query.page - 1)}`}>{t("list.previous")}</Link>
          ) : (
            <span />
          )}
          <p className="text-ink-muted">{t("list.page", { page: query.page, pages })}</p>
          {query.page < pages ? (
            <Link to={`/${lng}/media${mediaSearch(query, query.page + 1)}`}>{t("list.next")}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
