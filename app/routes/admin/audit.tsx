import { Form } from "react-router";
import { type FieldMeta, InputField } from "~/components/form/fields";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { auditPageHref } from "~/features/admin/audit-view";
import { adminMeta } from "~/features/admin/overview";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/audit";

// The audit log, read-only, filtered by who, what and when. The filters are a GET form that keeps
// them in the address (it works without JavaScript); the loader is in `audit.server.ts`.

export { loader } from "./audit.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:audit.metaTitle");

/** Where an audited thing has its own page in the back office, by the id the log keeps. */
const pageOfEntity: Record<string, string> = {
  user: "/admin/users/",
  coach: "/admin/coaches/",
  "event-session": "/admin/sessions/",
};

/** A date filter as the form layer's field draws it: no messages (a date it cannot read is ignored). */
const dateFilter = (name: "from" | "until", value: string): FieldMeta => ({
  id: `audit-${name}`,
  name,
  errorId: `audit-${name}-error`,
  descriptionId: `audit-${name}-hint`,
  initialValue: value,
});

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { values, entries, hasOlder, hasNewer, invalid } = loaderData;
  const first = entries[0];
  const last = entries.at(-1);
  const empty = t("audit.empty");
  /** A field in words ("brand colour"); one the catalog does not know, split from its code name. */
  const fieldName = (field: string) =>
    t(`audit.fields.${field}`, { defaultValue: field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase() });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("audit.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("audit.intro")}</p>
      <Form method="get" aria-label={t("audit.filters")} className="mt-6 flex flex-wrap items-end gap-4">
        <FilterSelect
          id="audit-actor"
          name="actor"
          label={t("audit.actor")}
          anyLabel={t("audit.anyActor")}
          options={loaderData.actors.map((actor) => ({ value: actor.id, label: actor.label }))}
          value={values.actor}
          className="min-w-64"
        />
        <FilterSelect
          id="audit-entity"
          name="entity"
          label={t("audit.entity")}
          anyLabel={t("audit.anyEntity")}
          options={loaderData.entities.map((entity) => ({
            value: entity,
            label: t(`audit.entities.${entity}`, { defaultValue: entity }),
          }))}
          value={values.entity}
        />
        <InputField meta={dateFilter("from", values.from)} type="date" label={t("audit.from")} />
        <InputField meta={dateFilter("until", values.until)} type="date" label={t("audit.until")} />
        <Button type="submit">{t("audit.apply")}</Button>
        <Link to="/admin/audit" className="mb-3">
          {t("audit.clear")}
        </Link>
      </Form>
      {loaderData.actorsCapped ? (
        <p className="mt-2 text-sm text-ink-muted">{t("audit.actorsCapped", { count: loaderData.actorsCapped })}</p>
      ) : null}
      {invalid.length > 0 ? (
        <div className="mt-4">
          <Alert tone="warning">{t("audit.invalidFilters")}</Alert>
        </div>
      ) : null}
      <p className="mt-4 text-sm text-ink-muted">{t("audit.readOnly")}</p>
      {entries.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t("audit.none")}</p>
      ) : (
        <Table caption={t("audit.title")} hideCaption className="mt-6">
          <TableHead>
            <Row>
              <HeaderCell>{t("audit.when")}</HeaderCell>
              <HeaderCell>{t("audit.actor")}</HeaderCell>
              <HeaderCell>{t("audit.what")}</HeaderCell>
              <HeaderCell>{t("audit.changes")}</HeaderCell>
            </Row>
          </TableHead>
          <TableBody>
            {entries.map((entry) => {
              // "Anna de Vries unpublished coach Mark Jansen's profile": who, what, and about what, by name.
              const actor = entry.actorLabel.replace(/\s*<[^>]*>$/, "");
              const sentence = t("audit.sentence", {
                actor,
                verb: t(`audit.verbs.${entry.action}`, { defaultValue: entry.action }),
                object: t(`audit.objects.${entry.entity}`, {
                  name: entry.subject ?? t("audit.gone"),
                  defaultValue: `${entry.entity} ${entry.entityId}`,
                }),
              });
              return (
                <Row key={entry.id}>
                  <Cell className="whitespace-nowrap">{formatDateTime(new Date(entry.at), lng, loaderData.zone)}</Cell>
                  <Cell>
                    {entry.actorLabel}
                    {/* Anyone in the trail is one step from their own entries, listed in the filter or not. */}
                    {entry.actorId !== values.actor ? (
                      <span className="block text-sm">
                        <Link to={auditPageHref({ ...values, actor: entry.actorId })}>
                          {t("audit.onlyActor", { name: actor })}
                        </Link>
                      </span>
                    ) : null}
                  </Cell>
                  <Cell>
                    <span className="font-semibold">{sentence}</span>
                    {/* The record's own terms, for a search or a question to the developers. */}
                    <span className="block text-sm text-ink-muted">
                      {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })} ·{" "}
                      {t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })} {entry.entityId}
                    </span>
                    {entry.entity in pageOfEntity && entry.subject ? (
                      <span className="block text-sm">
                        <Link to={`${pageOfEntity[entry.entity]}${encodeURIComponent(entry.entityId)}`}>
                          {t("audit.open", { name: entry.subject })}
                        </Link>
                      </span>
                    ) : null}
                  </Cell>
                  <Cell>
                    {entry.changes.length === 0 ? (
                      <span className="text-ink-muted">{empty}</span>
                    ) : (
                      <ul className="flex flex-col gap-1">
                        {entry.changes.map((line) => (
                          <li key={line.field} className="break-words">
                            <span className="font-medium">{fieldName(line.field)}</span>: {line.before ?? empty}{" "}
                            <span aria-hidden="true">→</span>
                            <span className="sr-only">{t("audit.becomes")}</span> {line.after ?? empty}
                          </li>
                        ))}
                      </ul>
                    )}
                  </Cell>
                </Row>
              );
            })}
          </TableBody>
        </Table>
      )}
      {hasNewer || hasOlder ? (
        <nav aria-label={t("audit.pages")} className="mt-6 flex flex-wrap items-center gap-4">
          {hasNewer ? (
            <Link to={auditPageHref(values)} variant="secondary">
              {t("audit.newest")}
            </Link>
          ) : null}
          {hasNewer && first ? (
            <Link to={auditPageHref(values, { direction: "newer", id: first.id })} variant="secondary">
              {t("audit.previous")}
            </Link>
          ) : null}
          {hasOlder && last ? (
            <Link to={auditPageHref(values, { direction: "older", id: last.id })} variant="secondary">
              {t("audit.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
