import { Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link, textLink } from "~/components/ui/link";
import { LinkList } from "~/components/ui/link-list";
import { Radio, RadioGroup } from "~/components/ui/radio-group";
import { TextField } from "~/components/ui/text-field";
import { laggingReadsOf } from "~/db/context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { CoachAvatar } from "~/features/coaching/components/coach-avatar";
import { directorySearch, parseDirectoryQuery } from "~/features/coaching/directory";
import { coachLanguages, coachModes, specialties } from "~/features/coaching/taxonomy";
import { cachedDirectory } from "~/features/coaching/view-cache.server";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import type { Route } from "./+types/directory";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = await getCurrentUser(request);
  const url = new URL(request.url);
  const query = parseDirectoryQuery(url.searchParams);
  // One address per list: empty and unknown filters (a form sends every field) are dropped.
  const canonical = directorySearch(query, { page: query.page });
  const given = new URLSearchParams(url.searchParams);
  given.delete("_routes"); // added by the router to its own data requests
  if ((given.size > 0 ? `?${given}` : "") !== canonical) throw redirect(`/${lng}/coaches${canonical}`);
  // The same for every visitor and kept a few seconds anyway: a replica a little behind will do.
  const result = await cachedDirectory(laggingReadsOf(context), query, lng, new Date());
  return { query, result, timeZone: user?.timeZone ?? "Europe/Amsterdam" };
}

export const meta: Route.MetaFunction = ({ params, matches, location }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("coaching:directory.metaTitle"),
    description: t("coaching:directory.metaDescription"),
    lng,
    path: "/coaches",
    origin: matches[0]?.loaderData?.origin ?? "",
    // Filtered lists are the same content in another order: only the plain list is indexed.
    noindex: location.search !== "",
  });
};

export default function Directory({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { query, result, timeZone } = loaderData;
  const filtered = Boolean(query.q || query.specialty || query.language || query.mode || query.soon);

  // Rendered twice (a fold-out on phones, a sidebar on wide screens; one is always hidden), so the
  // ids carry a prefix.
  const filters = (p: string) => (
    <Form method="get" className="flex flex-col gap-5" aria-label={t("directory.filters")}>
      <TextField
        id={`${p}q`}
        name="q"
        type="search"
        label={t("directory.search")}
        hint={t("directory.searchHint")}
        defaultValue={query.q}
        maxLength={100}
      />
      <FilterSelect
        id={`${p}specialty`}
        name="specialty"
        label={t("directory.specialty")}
        anyLabel={t("directory.any")}
        options={specialties.map((key) => ({ value: key, label: t(`specialty.${key}`) }))}
        value={query.specialty}
      />
      <FilterSelect
        id={`${p}language`}
        name="language"
        label={t("directory.language")}
        anyLabel={t("directory.any")}
        options={coachLanguages.map((key) => ({ value: key, label: t(`language.${key}`) }))}
        value={query.language}
      />
      <RadioGroup name="mode" label={t("directory.mode")} defaultValue={query.mode ?? ""}>
        {["", ...coachModes].map((mode) => (
          <Radio key={mode || "any"} value={mode}>
            {mode ? t(`mode.${mode}`) : t("directory.any")}
          </Radio>
        ))}
      </RadioGroup>
      <Checkbox name="soon" value="1" defaultSelected={query.soon}>
        {t("directory.soon")}
      </Checkbox>
      <Button type="submit">{t("directory.apply")}</Button>
      {filtered ? <Link to={`/${lng}/coaches`}>{t("directory.clear")}</Link> : null}
    </Form>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("directory.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("directory.intro")}</p>
      <p className="mt-3">
        <Link to={`/${lng}/coaches/find`}>{t("directory.findLink")}</Link>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside>
          {/* On a phone the filters fold away; on a wide screen they are a sidebar. */}
          <details className="group rounded-[var(--radius-card)] border border-line bg-surface p-4 lg:hidden">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">{t("directory.filters")}</summary>
            <div className="mt-3">{filters("m-")}</div>
          </details>
          <div className="hidden rounded-[var(--radius-card)] border border-line bg-surface p-5 lg:block">
            {filters("d-")}
          </div>
        </aside>
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="text-lg font-semibold text-ink" aria-live="polite">
            {t("directory.count", { count: result.total })}
          </h2>
          {result.total === 0 ? (
            <Card className="mt-4">
              <p className="font-semibold text-ink">{t("directory.empty")}</p>
              <p className="mt-1 text-ink-muted">{t("directory.emptyHint")}</p>
              <p className="mt-4 flex flex-wrap gap-4">
                <Link to={`/${lng}/coaches`}>{t("directory.clear")}</Link>
                <Link to={`/${lng}/coaches/find`}>{t("directory.findLink")}</Link>
              </p>
            </Card>
          ) : (
            <LinkList className="mt-4 grid gap-4 md:grid-cols-2">
              {result.coaches.map((coach) => (
                <li key={coach.id}>
                  <Card className="flex h-full flex-col gap-3">
                    <div className="flex items-start gap-4">
                      <CoachAvatar id={coach.id} name={coach.name} photoVersion={coach.photoVersion} />
                      <div className="min-w-0">
                        <h3 className="text-lg font-semibold text-ink">
                          <a
                            href={`/${lng}/coaches/${coach.slug}`}
                            aria-label={t("directory.viewProfile", { name: coach.name })}
                            className={textLink}
                          >
                            {coach.name}
                          </a>
                        </h3>
                        <p className="text-ink-muted">{coach.headline}</p>
                      </div>
                    </div>
                    <ul className="flex flex-wrap gap-2" aria-label={t("profile.specialties")}>
                      {coach.specialties.map((key) => (
                        <li key={key} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                          {t(`specialty.${key}`)}
                        </li>
                      ))}
                    </ul>
                    <p className="text-sm text-ink-muted">
                      {t("directory.speaks")}: {coach.languages.map((code) => t(`language.${code}`)).join(", ")} ·{" "}
                      {coach.modes.map((mode) => t(`mode.${mode}`)).join(", ")}
                      {coach.city ? ` ${t("directory.city", { city: coach.city })}` : ""}
                    </p>
                    <p className="mt-auto font-medium text-ink">
                      {coach.nextSlot
                        ? t("directory.next", { when: formatDateTime(new Date(coach.nextSlot), lng, timeZone) })
                        : t("directory.noSlots")}
                    </p>
                  </Card>
                </li>
              ))}
            </LinkList>
          )}
          {result.pages > 1 ? (
            <nav aria-label={t("directory.pagination")} className="mt-6 flex items-center justify-between gap-4">
              {result.page > 1 ? (
                <Link to={directorySearch(query, { page: result.page - 1 })} variant="secondary" rel="prev">
                  {t("directory.previous")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-ink-muted">
                {t("directory.pageOf", { page: result.page, pages: result.pages })}
              </span>
              {result.page < result.pages ? (
                <Link to={directorySearch(query, { page: result.page + 1 })} variant="secondary" rel="next">
                  {t("directory.nextPage")}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
