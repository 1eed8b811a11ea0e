import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { TextField } from "~/components/ui/text-field";
import { dbOf } from "~/db/context.server";
import { coachPractice } from "~/features/accounts/areas.server";
import { type CoachListFilter, listCoachAppointments } from "~/features/coaching/appointments.server";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/appointments";

const filters: CoachListFilter[] = ["upcoming", "past", "cancelled"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const url = new URL(request.url);
  const asked = url.searchParams.get("show");
  const filter = filters.find((name) => name === asked) ?? "upcoming";
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const rows = await listCoachAppointments(dbOf(context), coach.id, { filter, q, now: new Date() });
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
      <h1 className="text-3xl font-bold tracking-tight break-words text-ink">{t("appointments.title")}</h1>
      {/* On a phone the filters and the search each take a line of their own, the search field
          shrinking to the width there is. */}
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t("appointments.filters")} className="flex min-w-0 flex-wrap gap-2">
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
        <Form method="get" role="search" className="flex w-full min-w-0 items-end gap-2 sm:w-auto">
          <input type="hidden" name="show" value={filter} />
          <div className="min-w-0 flex-1 sm:w-64 sm:flex-none">
            <TextField
              id="q"
              name="q"
              type="search"
              label={t("appointments.search")}
              defaultValue={q}
              maxLength={100}
            />
          </div>
          <Button type="submit" className="shrink-0">
            {t("appointments.searchButton")}
          </Button>
        </Form>
      </div>
      <Card className="mt-6 p-0">
        {rows.length === 0 ? (
          <p className="p-6 text-ink-muted">{t("appointments.empty")}</p>
        ) : (
          <Table caption={t(`appointments.${filter}`)} hideCaption className="p-4" minWidth="min-w-[40rem]">
            <TableHead>
              <tr>
                <HeaderCell>{t("appointments.when")}</HeaderCell>
                <HeaderCell>{t("appointments.client")}</HeaderCell>
                <HeaderCell>{t("appointments.kind")}</HeaderCell>
                <HeaderCell>{t("appointments.status")}</HeaderCell>
                <HeaderCell>
                  <span className="sr-only">{t("agenda.open")}</span>
                </HeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <Row key={row.id}>
                  <Cell className="tabular-nums">{formatDateTime(new Date(row.startsAt), lng, zone)}</Cell>
                  <Cell className="max-w-56 break-words">{row.memberName || t("appointments.formerMember")}</Cell>
                  <Cell>{t(`coaching:kind.${row.kind}Short`)}</Cell>
                  <Cell>
                    <StatusBadge status={row.status} />
                  </Cell>
                  <Cell>
                    <span className="flex max-w-64 flex-wrap gap-x-4 break-words">
                      <Link to={`/coach/appointments/${row.id}`}>{t("agenda.open")}</Link>
                      {row.memberId ? (
                        <Link to={`/coach/messages/${row.memberId}`}>
                          {t("messages:links.toMember", { name: row.memberName })}
                        </Link>
                      ) : null}
                    </span>
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </div>
  );
}
