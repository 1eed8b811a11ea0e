import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { fieldStyle } from "~/components/ui/field-style";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { listAudit } from "~/features/admin/audit.server";
import { auditPageHref, auditQuery, changeLines } from "~/features/admin/audit-view";
import { auditActors, auditEntityNames } from "~/features/admin/audit-view.server";
import { adminMeta } from "~/features/admin/overview";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  const { values, filter, invalid } = auditQuery(new URL(request.url).searchParams, admin.timeZone);
  const db = await getDb();
  const [rows, actors, entities] = await Promise.all([
    listAudit(db, filter, values.page, PAGE_SIZE),
    auditActors(db),
    auditEntityNames(db),
  ]);
  return {
    values,
    invalid,
    zone: admin.timeZone,
    actors,
    entities,
    hasMore: rows.length > PAGE_SIZE,
    entries: rows.slice(0, PAGE_SIZE).map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorLabel: row.actorLabel,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: changeLines(row.before, row.after),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:audit.metaTitle");

/** Where an audited thing has its own page in the back office, by the id the log keeps. */
const pageOfEntity: Record<string, string> = {
  user: "/admin/users/",
  coach: "/admin/coaches/",
  "event-session": "/admin/sessions/",
};

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { values, entries, hasMore, invalid } = loaderData;
  const empty = t("audit.empty");
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="audit-from" className="font-medium text-ink">
            {t("audit.from")}
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={values.from} className={fieldStyle} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="audit-until" className="font-medium text-ink">
            {t("audit.until")}
          </label>
          <input id="audit-until" name="until" type="date" defaultValue={values.until} className={fieldStyle} />
        </div>
        <Button type="submit">{t("audit.apply")}</Button>
        <Link to="/admin/audit" className="mb-3">
          {t("audit.clear")}
        </Link>
      </Form>
      {invalid.length > 0 ? (
        <div className="mt-4">
          <Alert tone="warning">{t("audit.invalidFilters")}</Alert>
        </div>
      ) : null}
      <p className="mt-4 text-sm text-ink-muted">{t("audit.readOnly")}</p>
      {entries.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t("audit.none")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
          <table className="w-full text-left align-top">
            <caption className="sr-only">{t("audit.title")}</caption>
            <thead className="border-b border-line bg-brand-50/40 text-sm text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("audit.when")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("audit.actor")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("audit.what")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("audit.changes")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-line align-top last:border-0">
                  <td className="whitespace-nowrap px-4 py-3 text-ink">
                    {formatDateTime(new Date(entry.at), lng, loaderData.zone)}
                  </td>
                  <td className="px-4 py-3 text-ink">{entry.actorLabel}</td>
                  <td className="px-4 py-3 text-ink">
                    <span className="font-semibold">
                      {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                    </span>
                    <span className="block text-sm text-ink-muted">
                      {entry.entity in pageOfEntity ? (
                        <Link to={`${pageOfEntity[entry.entity]}${encodeURIComponent(entry.entityId)}`}>
                          {t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })} {entry.entityId}
                        </Link>
                      ) : (
                        `${t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })} ${entry.entityId}`
                      )}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-ink">
                    {entry.changes.length === 0 ? (
                      <span className="text-ink-muted">{empty}</span>
                    ) : (
                      <ul className="flex flex-col gap-1">
                        {entry.changes.map((line) => (
                          <li key={line.field} className="break-words">
                            <span className="font-medium">{line.field}</span>: {line.before ?? empty}{" "}
                            <span aria-hidden="true">→</span>
                            <span className="sr-only">{t("audit.becomes")}</span> {line.after ?? empty}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {values.page > 1 || hasMore ? (
        <nav aria-label={t("audit.pages")} className="mt-6 flex items-center gap-4">
          {values.page > 1 ? (
            <Link to={auditPageHref(values, values.page - 1)} variant="secondary">
              {t("audit.previous")}
            </Link>
          ) : null}
          <span className="text-ink-muted">{t("audit.page", { page: values.page })}</span>
          {hasMore ? (
            <Link to={auditPageHref(values, values.page + 1)} variant="secondary">
              {t("audit.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
