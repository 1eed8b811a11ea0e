import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { firstName } from "~/features/accounts/names";
import { AgendaGrid } from "~/features/coaching/components/agenda-grid";
import { AgendaList } from "~/features/coaching/components/agenda-list";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { parseLocalDate } from "~/features/coaching/week";
import { formatDate, formatDay, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/home";
import type { CoachHomeAnswer } from "./home.server";
import { AbsencesToConfirm } from "./home-absences";

export { action, loader } from "./home.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

type Row = Route.ComponentProps["loaderData"]["toMark"][number];
type Open = Route.ComponentProps["loaderData"]["open"];

/** What waits for the coach: summaries to write, check-ins to read, messages to answer. */
function OpenItems({ open, zone }: { open: Open; zone: string }) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const date = (iso: string) => formatDate(new Date(iso), lng, zone);
  const empty =
    open.summaries.length === 0 && open.checkIns.length === 0 && open.unread.length === 0 && open.absences.length === 0;
  return (
    <Card role="region" aria-labelledby="open-items">
      <h2 id="open-items" className="text-xl font-semibold text-ink">
        {t("home.openTitle")}
      </h2>
      {empty ? <p className="mt-2 text-ink-muted">{t("home.nothingOpen")}</p> : null}
      <AbsencesToConfirm rows={open.absences} zone={zone} />
      {open.summaries.length > 0 ? (
        <section aria-labelledby="open-summaries" className="mt-4">
          <h3 id="open-summaries" className="font-semibold text-ink">
            {t("home.summaries")}
          </h3>
          <ul className="mt-1 divide-y divide-line">
            {open.summaries.map((row) => (
              <li key={row.appointmentId} className="py-2">
                <Link to={`/coach/appointments/${row.appointmentId}`}>
                  {t("home.writeSummary", { member: row.memberName || t("appointments.formerMember") })}
                </Link>
                <p className="text-sm text-ink-muted">{date(row.startsAt)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {open.checkIns.length > 0 ? (
        <section aria-labelledby="open-check-ins" className="mt-4">
          <h3 id="open-check-ins" className="font-semibold text-ink">
            {t("home.checkIns")}
          </h3>
          <ul className="mt-1 divide-y divide-line">
            {open.checkIns.map((row) => (
              <li key={`${row.goalId}-${row.at}`} className="py-2">
                <Link to={`/coach/goals/${row.memberId}`}>
                  {t("home.checkIn", { member: row.memberName, goal: row.goalTitle })}
                </Link>
                <p className="text-sm text-ink-muted">
                  {t("home.progress", { progress: row.progress, date: date(row.at) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {open.unread.length > 0 ? (
        <section aria-labelledby="open-messages" className="mt-4">
          <h3 id="open-messages" className="font-semibold text-ink">
            {t("home.messages")}
          </h3>
          <ul className="mt-1 divide-y divide-line">
            {open.unread.map((row) => (
              <li key={row.memberId} className="py-2">
                <Link to={`/coach/messages/${row.memberId}`}>{t("home.message", { member: row.memberName })}</Link>
                {row.lastMessageAt ? <p className="text-sm text-ink-muted">{date(row.lastMessageAt)}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

/** Before the next session: the goals the member shares with this coach and what they last agreed. */
function BeforeNext({ before, zone }: { before: NonNullable<Open["before"]>; zone: string }) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const date = (iso: string) => formatDate(new Date(iso), lng, zone);
  const { agreement } = before;
  return (
    <Card role="region" aria-labelledby="before-next">
      <h2 id="before-next" className="text-xl font-semibold text-ink">
        {t("home.beforeTitle", { member: before.memberName })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {formatDay(new Date(before.startsAt), lng, zone)} {formatTime(new Date(before.startsAt), lng, zone)} ·{" "}
        <Link to={`/coach/appointments/${before.appointmentId}`}>{t("home.openSession")}</Link>
      </p>
      <h3 className="mt-4 font-semibold text-ink">{t("home.goals")}</h3>
      {before.goals.length === 0 ? (
        <p className="mt-1 text-ink-muted">{t("home.noGoals", { member: before.memberName })}</p>
      ) : (
        <ul className="mt-1 divide-y divide-line">
          {before.goals.map((goal) => (
            <li key={goal.id} className="py-2">
              <Link to={`/coach/goals/${before.memberId}`}>{goal.title}</Link>
              <p className="text-sm text-ink-muted">
                {goal.status === "proposed"
                  ? t("home.proposed")
                  : goal.lastCheckIn
                    ? t("home.lastCheckIn", { progress: goal.lastCheckIn.progress, date: date(goal.lastCheckIn.at) })
                    : t("home.noCheckIn")}
              </p>
            </li>
          ))}
        </ul>
      )}
      {agreement ? (
        <>
          <h3 className="mt-4 font-semibold text-ink">{t("home.lastAgreement", { date: date(agreement.startsAt) })}</h3>
          <p className="mt-1 whitespace-pre-line text-ink">{agreement.summary}</p>
          {agreement.agreements.trim() ? (
            <>
              <h4 className="mt-2 text-sm font-semibold text-ink">{t("home.agreements")}</h4>
              <p className="mt-1 whitespace-pre-line text-ink">{agreement.agreements}</p>
            </>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-ink-muted">{t("home.noAgreement")}</p>
      )}
    </Card>
  );
}

export default function CoachHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const answer = actionData as CoachHomeAnswer | undefined;
  const lng = useLanguage();
  const { zone } = loaderData;
  const monday = parseLocalDate(loaderData.monday) ?? { year: 1970, month: 1, day: 1 };
  const item = (
    row: Pick<Row, "id" | "startsAt" | "endsAt" | "memberId" | "memberName" | "kind" | "status">,
    withDay = false,
  ) => (
    <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
      <span className="text-ink">
        <span className="font-semibold tabular-nums">
          {withDay ? `${formatDay(new Date(row.startsAt), lng, zone, "short")} ` : ""}
          {formatTime(new Date(row.startsAt), lng, zone)}–{formatTime(new Date(row.endsAt), lng, zone)}
        </span>{" "}
        {row.memberName || t("appointments.formerMember")} · {t(`coaching:kind.${row.kind}Short`)}
      </span>
      <span className="flex items-center gap-3">
        <StatusBadge status={row.status} />
        <Link to={`/coach/appointments/${row.id}`}>{t("agenda.open")}</Link>
        {row.memberId ? (
          <Link to={`/coach/messages/${row.memberId}`}>{t("messages:links.toMember", { name: row.memberName })}</Link>
        ) : null}
      </span>
    </li>
  );
  const weekLabel = t("agenda.weekOf", {
    date: formatDay(new Date(`${loaderData.monday}T12:00:00Z`), lng, "UTC"),
  });
  const isThisWeek = loaderData.monday === loaderData.thisWeek;
  const views = { items: loaderData.agenda, monday, today: loaderData.today, zone };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t("agenda.greeting", { name: firstName(loaderData.name) })}
      </h1>
      <p className="mt-1 text-ink-muted">{t("agenda.zone", { zone: zone.replaceAll("_", " ") })}</p>
      {loaderData.alsoMember ? (
        <p className="mt-3">
          <Link to={`/${lng}/dashboard`}>{t("auth:coachArea.memberArea")}</Link>
        </p>
      ) : null}
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <OpenItems open={loaderData.open} zone={zone} />
        {loaderData.open.before ? <BeforeNext before={loaderData.open.before} zone={zone} /> : null}
      </div>
      <Card className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-ink">
            {isThisWeek ? t("agenda.week") : weekLabel}
            {isThisWeek ? <span className="sr-only"> · {weekLabel}</span> : null}
          </h2>
          <nav aria-label={t("agenda.weekNav")} className="flex flex-wrap items-center gap-2">
            <Link variant="secondary" to={`?week=${loaderData.previousWeek}`}>
              {t("agenda.previousWeek")}
            </Link>
            {isThisWeek ? null : (
              <Link variant="secondary" to="/coach">
                {t("agenda.thisWeek")}
              </Link>
            )}
            <Link variant="secondary" to={`?week=${loaderData.nextWeek}`}>
              {t("agenda.nextWeek")}
            </Link>
          </nav>
        </div>
        <p className="mt-2 text-sm text-ink-muted">{t("agenda.legend")}</p>
        {/* The grid from medium screens up; the list below it is there on every screen. */}
        <section aria-labelledby="agenda-grid" className="mt-4 hidden md:block">
          <h3 id="agenda-grid" className="sr-only">
            {t("agenda.gridTitle")}
          </h3>
          <AgendaGrid {...views} />
        </section>
      </Card>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("agenda.today")}</h2>
            {loaderData.todays.length === 0 ? (
              <p className="mt-2 text-ink-muted">{t("agenda.nothingToday")}</p>
            ) : (
              <ul className="mt-2 divide-y divide-line">{loaderData.todays.map((row) => item(row))}</ul>
            )}
          </Card>
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("agenda.toMark")}</h2>
            {loaderData.toMark.length === 0 ? (
              <p className="mt-2 text-ink-muted">{t("agenda.nothingToMark")}</p>
            ) : (
              <ul className="mt-2 divide-y divide-line">{loaderData.toMark.map((row) => item(row, true))}</ul>
            )}
          </Card>
          <Card>
            <h2 className="text-xl font-semibold text-ink">{t("agenda.feedTitle")}</h2>
            <p className="mt-2 text-ink-muted">{t("agenda.feedText")}</p>
            <div className="mt-3">
              <TextField label={t("agenda.feedLabel")} value={loaderData.feedUrl} isReadOnly />
            </div>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="renew-feed" />
              <Button type="submit" variant="secondary">
                {t("agenda.feedRenew")}
              </Button>
            </Form>
            {answer && "problem" in answer ? (
              <div className="mt-2">
                <Alert tone="danger" role="alert">
                  {t(answer.problem.key)}
                </Alert>
              </div>
            ) : null}
            {answer && "renewed" in answer ? (
              <p role="status" className="mt-2 text-sm font-semibold text-success-700">
                {t("agenda.feedRenewed")}
              </p>
            ) : null}
          </Card>
        </div>
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("agenda.listTitle")}</h2>
          <p className="mt-1 text-sm text-ink-muted">{weekLabel}</p>
          <div className="mt-3">
            <AgendaList {...views} />
          </div>
        </Card>
      </div>
    </div>
  );
}
