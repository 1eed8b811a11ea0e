import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { adminMeta } from "~/features/admin/overview";
import { MAX_SEARCH, pageParam, searchParam } from "~/features/admin/people.schema";
import { searchPeople } from "~/features/admin/people.server";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  const url = new URL(request.url);
  const { q, error } = searchParam(url.searchParams.get("q"));
  const page = pageParam(url.searchParams.get("page"));
  const result = error ? { people: [], hasMore: false } : await searchPeople(await getDb(), q, page);
  return {
    q,
    error,
    deleted: url.searchParams.get("deleted") === "1",
    page,
    hasMore: result.hasMore,
    zone: admin.timeZone,
    people: result.people.map((person) => ({
      ...person,
      createdAt: person.createdAt.toISOString(),
      deactivated: person.deactivatedAt !== null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:people.metaTitle");

function pageHref(q: string, page: number) {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `/admin/users?${query}` : "/admin/users";
}

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { q, error, page, hasMore, people } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("people.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("people.intro")}</p>
      <Form method="get" role="search" className="mt-6 flex max-w-2xl items-end gap-3">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="people-q" className="font-medium text-ink">
            {t("people.searchLabel")}
          </label>
          <input
            id="people-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_SEARCH}
            aria-describedby="people-q-hint"
            aria-invalid={error ? true : undefined}
            className={fieldStyle}
          />
          <p id="people-q-hint" className="text-sm text-ink-muted">
            {t("people.searchHint", { max: MAX_SEARCH })}
          </p>
        </div>
        <Button type="submit" className="mb-7">
          {t("people.searchButton")}
        </Button>
      </Form>
      {loaderData.deleted ? (
        <div className="mt-4 max-w-2xl">
          <Alert tone="success">{t("people.deleted")}</Alert>
        </div>
      ) : null}
      {error ? (
        <div className="mt-4 max-w-2xl">
          <Alert tone="danger" role="alert">
            {t(error, { max: MAX_SEARCH })}
          </Alert>
        </div>
      ) : null}
      <div className="mt-8">
        {people.length === 0 ? (
          <p className="text-ink-muted">{q ? t("people.noneFound", { q }) : t("people.none")}</p>
        ) : (
          <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
            <table className="w-full text-left">
              <caption className="sr-only">{t("people.results")}</caption>
              <thead className="border-b border-line bg-brand-50/40 text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("people.name")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("people.email")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("people.roles")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("people.state")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("people.created")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {people.map((person) => (
                  <tr key={person.id} className="border-b border-line last:border-0">
                    <td className="px-4 py-3">
                      <Link to={`/admin/users/${encodeURIComponent(person.id)}`}>{person.name}</Link>
                    </td>
                    <td className="px-4 py-3 text-ink">{person.email}</td>
                    <td className="px-4 py-3 text-ink">
                      {person.roles.map((role) => t(`people.role.${role}`)).join(", ")}
                    </td>
                    <td className="px-4 py-3 text-ink">
                      {person.deactivated
                        ? t("people.deactivated")
                        : person.emailVerified
                          ? t("people.active")
                          : t("people.unverified")}
                    </td>
                    <td className="px-4 py-3 text-ink">
                      {formatDate(new Date(person.createdAt), lng, loaderData.zone, "medium")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page > 1 || hasMore ? (
          <nav aria-label={t("people.pages")} className="mt-6 flex items-center gap-4">
            {page > 1 ? (
              <Link to={pageHref(q, page - 1)} variant="secondary">
                {t("people.previous")}
              </Link>
            ) : null}
            <span className="text-ink-muted">{t("people.page", { page })}</span>
            {hasMore ? (
              <Link to={pageHref(q, page + 1)} variant="secondary">
                {t("people.next")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </div>
  );
}
