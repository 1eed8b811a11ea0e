import { eq } from "drizzle-orm";
import { data, Form } from "react-router";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { coaches } from "~/db/schema/coaching";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { listCoachAppointments } from "~/features/coaching/appointments.server";
import { listBusyIntervals } from "~/features/coaching/calendar-busy.server";
import { AgendaGrid } from "~/features/coaching/components/agenda-grid";
import { type AgendaItem, shownMonday } from "~/features/coaching/components/agenda-layout";
import { AgendaList } from "~/features/coaching/components/agenda-list";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { coachHomeFormSchema } from "~/features/coaching/practice-forms";
import { mondayOf, parseLocalDate } from "~/features/coaching/week";
import {
  addDays,
  formatLocalDate,
  type LocalDate,
  localDateOf,
  localTimeToInstant,
} from "~/features/coaching/zoned-time";
import { formatDay, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const coach = context.get(coachPractice);
  const db = await getDb();
  const now = new Date();
  const zone = coach.timeZone;
  const today = localDateOf(now.getTime(), zone);
  const monday = shownMonday(new URL(request.url).searchParams.get("week"), today);
  const midnight = (date: LocalDate) => new Date(localTimeToInstant(date, 0, zone) ?? now.getTime());
  // Every appointment that is not cancelled and starts on these days, done or still to come.
  const between = (from: LocalDate, days: number) =>
    listCoachAppointments(db, coach.id, {
      filter: "past",
      now: midnight(addDays(from, days + 1)),
      from: midnight(from),
      to: midnight(addDays(from, days)),
    });
  const [week, todays, toMark, busy] = await Promise.all([
    between(monday, 7),
    between(today, 1),
    listCoachAppointments(db, coach.id, { filter: "past", now }),
    // Times the coach's own calendars say are taken (start and end only).
    listBusyIntervals(db, [coach.id], midnight(monday), midnight(addDays(monday, 7))),
  ]);
  const appointment = (row: (typeof week)[number]): AgendaItem => ({
    kind: "appointment",
    id: row.id,
    start: row.startsAt,
    end: row.endsAt,
    memberName: row.memberName,
    sessionKind: row.kind,
    status: row.status,
  });
  const byStart = (a: { startsAt: Date }, b: { startsAt: Date }) => a.startsAt.getTime() - b.startsAt.getTime();
  const origin = siteOrigin(env(), request);
  return {
    name: user.name,
    alsoMember: user.roles.includes("member"),
    zone,
    today: formatLocalDate(today),
    monday: formatLocalDate(monday),
    thisWeek: formatLocalDate(mondayOf(today)),
    previousWeek: formatLocalDate(addDays(monday, -7)),
    nextWeek: formatLocalDate(addDays(monday, 7)),
    agenda: [
      ...week.map(appointment),
      ...busy.map((period): AgendaItem => ({ kind: "busy", start: period.start, end: period.end })),
    ].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime()),
    todays: todays.sort(byStart),
    toMark: toMark.filter((row) => row.status === "confirmed"),
    feedUrl: `${origin}/coach/calendar/${coach.calendarToken}.ics`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const parsed = parseForm(coachHomeFormSchema, await request.formData());
  if (!parsed.ok) return data({ renewed: false, error: parsed.errors.form ?? null }, { status: 400 });
  // The only form here: a new secret address for the calendar feed; the old one stops working.
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex");
  await (await getDb()).update(coaches).set({ calendarToken: token }).where(eq(coaches.id, coach.id));
  return { renewed: true, error: null };
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

type Row = Route.ComponentProps["loaderData"]["toMark"][number];

export default function CoachHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const { zone } = loaderData;
  const monday = parseLocalDate(loaderData.monday) ?? { year: 1970, month: 1, day: 1 };
  const item = (row: Pick<Row, "id" | "startsAt" | "endsAt" | "memberName" | "kind" | "status">, withDay = false) => (
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
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("agenda.greeting", { name: loaderData.name })}</h1>
      <p className="mt-1 text-ink-muted">{t("agenda.zone", { zone: zone.replaceAll("_", " ") })}</p>
      {loaderData.alsoMember ? (
        <p className="mt-3">
          <Link to={`/${lng}/dashboard`}>{t("auth:coachArea.memberArea")}</Link>
        </p>
      ) : null}
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
            <label htmlFor="feed" className="mt-3 block font-medium text-ink">
              {t("agenda.feedLabel")}
            </label>
            <input
              id="feed"
              readOnly
              value={loaderData.feedUrl}
              className="mt-1 w-full rounded-[var(--radius-control)] border border-line bg-canvas px-3 py-2 text-sm text-ink"
            />
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="renew-feed" />
              <button
                type="submit"
                className="min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t("agenda.feedRenew")}
              </button>
            </Form>
            {actionData?.error ? (
              <p role="alert" className="mt-2 text-sm font-semibold text-danger-700">
                {t(actionData.error)}
              </p>
            ) : null}
            {actionData?.renewed ? (
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
