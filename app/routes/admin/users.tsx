import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { TextField } from "~/components/ui/text-field";
import { adminMeta } from "~/features/admin/overview";
import { MAX_SEARCH, MIN_SEARCH } from "~/features/admin/people.schema";
import { formatDate, formatNumber } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/users";

// The back office's people: a search over names and addresses, a page at a time, each person
// linked to their page. The search is a GET form that keeps it in the address; the loader is in
// `users.server.ts`.

export { loader } from "./users.server";

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
  const { q, error, page, hasMore, people, found } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("people.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("people.intro")}</p>
      <Form method="get" role="search" className="mt-6 flex max-w-2xl items-end gap-3">
        <div className="flex-1">
          <TextField
            id="people-q"
            name="q"
            type="search"
            label={t("people.searchLabel")}
            hint={t("people.searchHint", { min: MIN_SEARCH, max: MAX_SEARCH })}
            defaultValue={q}
            maxLength={MAX_SEARCH}
          />
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
            {t(error, { min: MIN_SEARCH, max: MAX_SEARCH })}
          </Alert>
        </div>
      ) : null}
      {found && found.value > 0 ? (
        <p className="mt-6 text-ink-muted" role="status">
          {found.kind === "exact"
            ? t("people.found", { count: found.value, value: formatNumber(found.value, lng) })
            : t("people.foundMore", { value: formatNumber(found.value, lng) })}
        </p>
      ) : null}
      <div className="mt-8">
        {people.length === 0 ? (
          <p className="text-ink-muted">{q ? t("people.noneFound", { q }) : t("people.none")}</p>
        ) : (
          <Table caption={t("people.results")} hideCaption>
            <TableHead>
              <Row>
                <HeaderCell>{t("people.name")}</HeaderCell>
                <HeaderCell>{t("people.email")}</HeaderCell>
                <HeaderCell>{t("people.roles")}</HeaderCell>
                <HeaderCell>{t("people.state")}</HeaderCell>
                <HeaderCell>{t("people.created")}</HeaderCell>
              </Row>
            </TableHead>
            <TableBody>
              {people.map((person) => (
                <Row key={person.id}>
                  <HeaderCell scope="row">
                    <Link to={`/admin/users/${encodeURIComponent(person.id)}`}>{person.name}</Link>
                  </HeaderCell>
                  <Cell>{person.email}</Cell>
                  <Cell>{person.roles.map((role) => t(`people.role.${role}`)).join(", ")}</Cell>
                  <Cell>
                    {person.deactivated
                      ? t("people.deactivated")
                      : person.emailVerified
                        ? t("people.active")
                        : t("people.unverified")}
                  </Cell>
                  <Cell>{formatDate(new Date(person.createdAt), lng, loaderData.zone, "medium")}</Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
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
