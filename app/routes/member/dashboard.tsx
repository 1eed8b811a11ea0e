import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { resendVerification } from "~/features/accounts/accounts.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { isCallOpen } from "~/features/calls/access";
import { listMemberAppointments } from "~/features/coaching/appointments.server";
import { allowanceFor } from "~/features/coaching/eligibility.server";
import { MyEvents } from "~/features/events/components/my-events";
import { localised } from "~/features/events/events";
import { myUpcomingEvents } from "~/features/events/events.server";
import { type Language, languageNames, languageParam } from "~/features/i18n/config";
import { formatDate, formatDateTime } from "~/features/i18n/format";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { isScanOpen, nextScanOpensAt } from "~/features/vitascan/dates";
import { specialtiesFor } from "~/features/vitascan/scoring";
import type { Suggestions as SuggestionGroup } from "~/features/vitascan/suggestions";
import { memberSuggestions } from "~/features/vitascan/suggestions.server";
import { scanIntervalDays } from "~/features/vitascan/vitascan.server";
import { myWebinars } from "~/features/webinars/webinars.server";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/dashboard";

// In the onboarded-member area: members who have not finished onboarding are sent to their step first.
export async function loader({ params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const db = await getDb();
  const now = new Date();
  const [{ upcoming }, allowance, suggestions, events, webinars] = await Promise.all([
    listMemberAppointments(db, user.id, now),
    allowanceFor(db, user.id, now),
    // The member's own latest scan, and what it suggests.
    memberSuggestions(db, user, lng, now),
    myUpcomingEvents(db, user.id, now),
    myWebinars(db, user.id, now),
  ]);
  const { latest } = suggestions;
  const opensAt = nextScanOpensAt(latest?.completedAt ?? null, scanIntervalDays());
  const next = upcoming[0] ?? null;
  return {
    next: next
      ? {
          id: next.id,
          kind: next.kind,
          coachName: next.coachName,
          startsAt: next.startsAt,
          callOpen: isCallOpen(next, now),
        }
      : null,
    allowanceLeft: allowance.left,
    events: events.map((row) => ({
      href: `/${lng}/events/session/${row.sessionSlug}`,
      title: `${localised(row, "eventTitle", lng)}: ${localised(row, "sessionTitle", lng)}`,
      startsAt: row.startsAt.toISOString(),
      waitlisted: row.status === "waitlisted",
    })),
    webinars: webinars.map((row) => ({
      href: `/${lng}/webinars/${row.slug}`,
      title: localised(row, "title", lng),
      startsAt: row.startsAt.toISOString(),
      waitlisted: false,
    })),
    vitascan: {
      latest: latest ? { overall: latest.result.overall, domains: latest.result.domains } : null,
      opensAt,
      open: isScanOpen(opensAt, now),
    },
    suggestions: latest ? { scannedAt: latest.completedAt.toISOString(), groups: suggestions.groups } : null,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    timeZone: user.timeZone,
    locale: user.locale,
  };
}

// The one form here (send the verification mail again) has no fields to parse.
export async function action({ params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  if (user.emailVerified) return { resent: false, error: null };
  const result = await resendVerification(user, lng, context.get(requestContext).clientIp);
  if (!result.ok)
    return data({ resent: false, error: { key: result.error, minutes: result.minutes } }, { status: 429 });
  return { resent: true, error: null };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:dashboard.metaTitle");

function NextAppointment({
  next,
  allowanceLeft,
  timeZone,
}: Pick<Route.ComponentProps["loaderData"], "next" | "allowanceLeft" | "timeZone">) {
  const { t } = useTranslation("coaching");
  const lng = useLanguage();
  return (
    <Card className="mt-8 border-brand-200 bg-brand-50">
      <h2 className="text-xl font-semibold text-ink">{t("dashboard.nextAppointment")}</h2>
      {next ? (
        <>
          <p className="mt-2 text-lg text-ink">
            {t("appointment.title", { kind: t(`kind.${next.kind}Short`), coach: next.coachName })}
            <br />
            <span className="font-semibold">{formatDateTime(new Date(next.startsAt), lng, timeZone)}</span>
          </p>
          <p className="mt-4 flex flex-wrap items-center gap-4">
            {next.callOpen ? (
              <Link variant="primary" to={`/${lng}/call/${next.id}`}>
                {t("dashboard.joinNow")}
              </Link>
            ) : null}
            <Link to={`/${lng}/coaching/${next.id}`}>{t("dashboard.open")}</Link>
          </p>
        </>
      ) : (
        <p className="mt-2 text-ink">
          {t("dashboard.noAppointment")} <Link to={`/${lng}/coaches`}>{t("coaching.findCoach")}</Link>
        </p>
      )}
      <p className="mt-3 text-sm text-ink-muted">{t("dashboard.allowance", { count: allowanceLeft })}</p>
    </Card>
  );
}

function VitascanSummary({ vitascan, timeZone }: Pick<Route.ComponentProps["loaderData"], "vitascan" | "timeZone">) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const { latest, opensAt } = vitascan;
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("dashboard.title")}</h2>
      {latest ? (
        <>
          <p className="mt-2 text-lg font-semibold text-ink">{t("dashboard.latest", { score: latest.overall })}</p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-ink">
            {latest.domains.map((domain) => (
              <li key={domain.key} className="flex justify-between gap-2">
                <span>{t(`domain.${domain.key}.name`)}</span>
                <span className="tabular-nums font-medium">{domain.score}</span>
              </li>
            ))}
          </ul>
          {vitascan.open ? (
            <p className="mt-3 text-ink">{t("dashboard.newOpen")}</p>
          ) : opensAt ? (
            <p className="mt-3 text-ink-muted">
              {t("dashboard.next", { date: formatDate(new Date(opensAt), lng, timeZone) })}
            </p>
          ) : null}
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={`/${lng}/vitascan/results`}>{t("dashboard.open")}</Link>
            {vitascan.open ? <Link to={`/${lng}/vitascan`}>{t("dashboard.takeNew")}</Link> : null}
          </p>
        </>
      ) : (
        <p className="mt-3">
          <Link variant="primary" to={`/${lng}/vitascan-onboarding`}>
            {t("dashboard.take")}
          </Link>
        </p>
      )}
    </Card>
  );
}

/** One weak area of the latest scan: why, and the coaches, media and events that answer it. */
function SuggestionArea({
  group,
  scannedAt,
  lng,
  timeZone,
}: {
  group: SuggestionGroup;
  scannedAt: string;
  lng: Language;
  timeZone: string;
}) {
  const { t } = useTranslation("vitascan");
  const { t: tm } = useTranslation("media");
  const area = t(`domain.${group.area.key}.name`);
  const headingId = `suggest-${group.area.key}`;
  const empty = group.coaches.length === 0 && group.media.length === 0 && group.events.length === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-canvas p-4">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {area}
      </h3>
      <p className="mt-1 text-ink">
        {t(group.area.band === "low" ? "suggestions.becauseLow" : "suggestions.becauseFair", {
          area: area.toLowerCase(),
          score: group.area.score,
          date: formatDate(new Date(scannedAt), lng, timeZone),
        })}
      </p>
      {empty ? <p className="mt-3 text-ink-muted">{t("suggestions.nothing")}</p> : null}
      {group.coaches.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t("suggestions.coaches")}
          </h4>
          <ul className="mt-1 flex flex-col gap-2">
            {group.coaches.map((coach) => (
              <li key={coach.id}>
                <Link to={`/${lng}/coaches/${coach.slug}`}>{coach.name}</Link>
                {coach.headline ? <p className="text-sm text-ink-muted">{coach.headline}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {group.media.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t("suggestions.media")}
          </h4>
          <ul className="mt-1 flex flex-col gap-2">
            {group.media.map((item) => (
              <li key={item.slug}>
                <Link to={`/${lng}/media/id/${item.slug}`}>{item.title}</Link>
                <p className="text-sm text-ink-muted">
                  {tm(`type.${item.type}`)}
                  {item.minutes ? ` · ${tm("minutes", { count: item.minutes })}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {group.events.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-ink-muted">
            {t("suggestions.events")}
          </h4>
          <ul className="mt-1 flex flex-col gap-2">
            {group.events.map((event) => (
              <li key={event.slug}>
                <Link to={`/${lng}/events/session/${event.slug}`}>{event.title}</Link>
                <p className="text-sm text-ink-muted">
                  {event.session} · {formatDateTime(new Date(event.startsAt), lng, timeZone)}
                  {event.online ? ` · ${t("suggestions.online")}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link
          className="inline-flex min-h-6 items-center"
          to={`/${lng}/coaches?specialty=${specialtiesFor[group.area.key][0]}`}
        >
          {t("suggestions.moreCoaches", { area: area.toLowerCase() })}
        </Link>
        <Link className="inline-flex min-h-6 items-center" to={`/${lng}/media?topic=${group.area.key}`}>
          {t("suggestions.moreMedia", { area: area.toLowerCase() })}
        </Link>
      </p>
    </section>
  );
}

/** What the member could do now: driven by their latest scan, with the reason for each suggestion. */
function Suggestions({ suggestions, timeZone }: Pick<Route.ComponentProps["loaderData"], "suggestions" | "timeZone">) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const browse = (
    <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
      <Link to={`/${lng}/coaches`}>{t("suggestions.browseCoaches")}</Link>
      <Link to={`/${lng}/events`}>{t("suggestions.browseEvents")}</Link>
      <Link to={`/${lng}/media`}>{t("suggestions.browseMedia")}</Link>
    </p>
  );
  return (
    <Card className="mt-8">
      <h2 className="text-xl font-semibold text-ink">{t("suggestions.title")}</h2>
      {!suggestions ? (
        <>
          <p className="mt-2 text-ink">{t("suggestions.noScan")}</p>
          <p className="mt-4">
            <Link variant="primary" to={`/${lng}/vitascan`}>
              {t("suggestions.startScan")}
            </Link>
          </p>
        </>
      ) : suggestions.groups.length === 0 ? (
        <>
          <p className="mt-2 text-ink">{t("suggestions.allGood")}</p>
          {browse}
        </>
      ) : (
        <>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {suggestions.groups.map((group) => (
              <SuggestionArea
                key={group.area.key}
                group={group}
                scannedAt={suggestions.scannedAt}
                lng={lng}
                timeZone={timeZone}
              />
            ))}
          </div>
          {browse}
        </>
      )}
    </Card>
  );
}

export default function Dashboard({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t("dashboard.greeting", { name: loaderData.name })}
      </h1>
      <p className="mt-2 text-lg text-ink-muted">{t("dashboard.intro")}</p>
      {!loaderData.emailVerified ? (
        <div className="mt-6">
          <Alert tone={actionData?.error ? "danger" : "warning"}>
            <p>
              {actionData?.resent
                ? t("verify.resent", { email: loaderData.email })
                : t("verify.pending", { email: loaderData.email })}
            </p>
            {actionData?.error ? <p>{t(actionData.error.key, { minutes: actionData.error.minutes })}</p> : null}
            <Form method="post" className="mt-3">
              <Button type="submit" variant="secondary">
                {t("verify.resend")}
              </Button>
            </Form>
          </Alert>
        </div>
      ) : null}
      <NextAppointment next={loaderData.next} allowanceLeft={loaderData.allowanceLeft} timeZone={loaderData.timeZone} />
      <Suggestions suggestions={loaderData.suggestions} timeZone={loaderData.timeZone} />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <VitascanSummary vitascan={loaderData.vitascan} timeZone={loaderData.timeZone} />
        <MyEvents kind="events" rows={loaderData.events} timeZone={loaderData.timeZone} />
        <MyEvents kind="webinars" rows={loaderData.webinars} timeZone={loaderData.timeZone} />
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("dashboard.accountTitle")}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">{t("dashboard.email")}</dt>
            <dd className="text-ink">
              <span className="break-all">{loaderData.email}</span>{" "}
              <span className="whitespace-nowrap text-sm font-semibold [hyphens:none]">
                ({loaderData.emailVerified ? t("dashboard.verified") : t("dashboard.unverified")})
              </span>
            </dd>
            <dt className="text-ink-muted">{t("dashboard.timeZone")}</dt>
            <dd className="text-ink">{loaderData.timeZone.replaceAll("_", " ")}</dd>
            <dt className="text-ink-muted">{t("dashboard.language")}</dt>
            <dd className="text-ink">{languageNames[loaderData.locale]}</dd>
          </dl>
          <p className="mt-4">
            <Link to={`/${lng}/account`}>{t("dashboard.account")}</Link>
          </p>
        </Card>
      </div>
    </div>
  );
}
