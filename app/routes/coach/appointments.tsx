import { Form } from "react-router";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { type CoachListFilter, listCoachAppointments } from "~/features/coaching/appointments.server";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/appointments";

const filters: CoachListFilter[] = ["upcoming", "past", "cancelled"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const url = new URL(request.url);
  const asked = url.searchParams.get("show");
  const filter = filters.find((name) => name === asked) ?? "upcoming";
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const rows = await listCoachAppointments(await getDb(), coach.id, { filter, q, now: new Date() });
  return { filter, q, rows, zone: coach.timeZone };
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

export default function CoachAppointments({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const { filter, q, rows, zone } = loaderData;
  const href = (show: CoachListFilter) => `?show=${show}${q ? `&q=${encodeURIComponent(q)}` : ""}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("appointments.title")}</h1>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t("appointments.filters")} className="flex flex-wrap gap-2">
          {filters.map((name) => (
            <Link
              key={name}
              to={href(name)}
              aria-current={name === filter ? "page" : undefined}
              variant={name === filter ? "primary" : "secondary"}
            >
              {t(`appointments.${name}`)}
            </Link>
          ))}
        </nav>
        <Form method="get" role="search" className="flex items-end gap-2">
          <input type="hidden" name="show" value={filter} />
          <div className="flex flex-col gap-1">
            <label htmlFor="q" className="font-medium text-ink">
              {t("appointments.search")}
            </label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={100}
              className="min-h-11 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3 py-2 text-ink"
            />
          </div>
          <button
            type="submit"
            className="min-h-11 cursor-pointer rounded-[var(--radius-control)] bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t("appointments.searchButton")}
          </button>
        </Form>
      </div>
      <Card className="mt-6 overflow-x-auto p-0">
        {rows.length === 0 ? (
          <p className="p-6 text-ink-muted">{t("appointments.empty")}</p>
        ) : (
          <table className="w-full text-left">
            <caption className="sr-only">{t(`appointments.${filter}`)}</caption>
            <thead className="border-b border-line bg-canvas text-sm text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("appointments.when")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("appointments.client")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("appointments.kind")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("appointments.status")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">{t("agenda.open")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3 tabular-nums text-ink">
                    {formatDateTime(new Date(row.startsAt), lng, zone)}
                  </td>
                  <td className="px-4 py-3 text-ink">{row.memberName || t("appointments.formerMember")}</td>
                  <td className="px-4 py-3 text-ink">{t(`coaching:kind.${row.kind}Short`)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={row.status} />
                  </td>
                  <td className="px-4 py-3">
                    <Link to={`/coach/appointments/${row.id}`}>{t("agenda.open")}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </div>
  );
}
