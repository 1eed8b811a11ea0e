import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import type { NextStep } from "~/features/dashboard/next-steps";
import type { Language } from "~/utils/i18n/config";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/dashboard";

// The dashboard's sections (`dashboard.tsx`): the next thing to do, what is coming, the latest
// agreement, the start for a new member and the scan's summary.

export type LoaderData = Route.ComponentProps["loaderData"];
export type Action = Exclude<NextStep, { kind: "appointment" | "event" | "suggestions" }>;

/** What an action asks: its title, a line of context, where to go and the button's words. */
function useAction(timeZone: string) {
  const { t } = useTranslation("coaching");
  const lng = useLanguage();
  const date = (iso: string) => formatDate(new Date(iso), lng, timeZone);
  return (step: Action): { title: string; text: string; href: string; action: string } => {
    switch (step.kind) {
      case "call":
        return {
          title: t("nextSteps.call.title", { coach: step.coachName }),
          text: t("nextSteps.call.text", {
            kind: t(`kind.${step.appointmentKind}Short`),
            date: formatDateTime(new Date(step.startsAt), lng, timeZone),
          }),
          href: `/${lng}/call/${step.appointmentId}`,
          action: t("dashboard.joinNow"),
        };
      case "reply":
        return {
          title: t("nextSteps.reply.title", { coach: step.coachName }),
          text: t("nextSteps.reply.text"),
          href: `/${lng}/messages/${step.coachSlug}`,
          action: t("nextSteps.reply.action"),
        };
      case "checkIn":
        return {
          title: t("nextSteps.checkIn.title", { goal: step.title }),
          text: step.lastCheckInAt
            ? t("nextSteps.checkIn.since", { date: date(step.lastCheckInAt) })
            : t("nextSteps.checkIn.first"),
          href: `/${lng}/goals/${step.goalId}`,
          action: t("nextSteps.checkIn.action"),
        };
      case "proposal":
        return {
          title: t(`nextSteps.proposal.${step.proposalKind}`, { coach: step.coachName, title: step.title }),
          text: t("nextSteps.proposal.text"),
          href: `/${lng}/goals/${step.goalId}`,
          action: t("nextSteps.proposal.action"),
        };
      case "rate":
        return {
          title: t("nextSteps.rate.title", { coach: step.coachName }),
          text: t("nextSteps.rate.text", { date: date(step.startsAt) }),
          href: `/${lng}/coaching/${step.appointmentId}/feedback`,
          action: t("nextSteps.rate.action"),
        };
      case "scan":
        return step.first
          ? {
              title: t("nextSteps.scan.firstTitle"),
              text: t("nextSteps.scan.firstText"),
              href: `/${lng}/vitascan`,
              action: t("nextSteps.scan.firstAction"),
            }
          : {
              title: t("nextSteps.scan.title"),
              text: t("nextSteps.scan.text"),
              href: `/${lng}/vitascan`,
              action: t("nextSteps.scan.action"),
            };
    }
  };
}

/** The most urgent thing with its one action, then the others as links. */
export function NextThings({ actions, timeZone }: { actions: Action[]; timeZone: string }) {
  const { t } = useTranslation("coaching");
  const explain = useAction(timeZone);
  const [first, ...more] = actions;
  const top = first ? explain(first) : null;
  return (
    <>
      <section aria-labelledby="next-now" className="mt-8">
        <Card className="border-brand-200 bg-brand-50">
          <h2 id="next-now" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            {t("nextSteps.nowTitle")}
          </h2>
          {top ? (
            <>
              <h3 className="mt-2 text-xl font-semibold text-ink">{top.title}</h3>
              <p className="mt-1 text-ink">{top.text}</p>
              <p className="mt-4">
                <Link variant="primary" to={top.href}>
                  {top.action}
                </Link>
              </p>
            </>
          ) : (
            <p className="mt-2 text-lg text-ink">{t("nextSteps.nothingNow")}</p>
          )}
        </Card>
      </section>
      {more.length > 0 ? (
        <Card className="mt-6" role="region" aria-labelledby="next-more">
          <h2 id="next-more" className="text-xl font-semibold text-ink">
            {t("nextSteps.moreTitle")}
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {more.map((step) => {
              const item = explain(step);
              return (
                <li key={`${step.kind} ${item.href} ${item.title}`} className="py-3">
                  <Link to={item.href}>{item.title}</Link>
                  <p className="text-sm text-ink-muted">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
    </>
  );
}

export type Coming = Extract<NextStep, { kind: "appointment" | "event" }>;

export function ComingUp({
  rows,
  allowanceLeft,
  timeZone,
}: {
  rows: Coming[];
  allowanceLeft: number;
  timeZone: string;
}) {
  const { t } = useTranslation("coaching");
  const lng = useLanguage();
  const firstAppointment = rows.find((row) => row.kind === "appointment");
  return (
    <Card className="mt-6" role="region" aria-labelledby="coming-up">
      <h2 id="coming-up" className="text-xl font-semibold text-ink">
        {t("nextSteps.comingTitle")}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t("nextSteps.nothingComing")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {rows.map((row) => (
            <li key={row.kind === "appointment" ? row.appointmentId : row.href} className="py-3">
              {row.kind === "appointment" ? (
                <>
                  <Link to={`/${lng}/coaching/${row.appointmentId}`}>
                    {t("appointment.title", { kind: t(`kind.${row.appointmentKind}Short`), coach: row.coachName })}
                  </Link>
                  <p className="text-sm text-ink-muted">{formatDateTime(new Date(row.startsAt), lng, timeZone)}</p>
                  {row === firstAppointment ? (
                    <p className="mt-1 text-sm">
                      <Link to={`/${lng}/messages/${row.coachSlug}`}>
                        {t("messages:links.toCoach", { name: row.coachName })}
                      </Link>
                    </p>
                  ) : null}
                </>
              ) : (
                <>
                  <Link to={row.href}>{row.title}</Link>
                  <p className="text-sm text-ink-muted">
                    {formatDateTime(new Date(row.startsAt), lng, timeZone)}
                    {row.waitlisted ? ` · ${t("events:dashboard.waitlisted")}` : ""}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-ink-muted">{t("dashboard.allowance", { count: allowanceLeft })}</p>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {firstAppointment ? null : <Link to={`/${lng}/coaches`}>{t("nextSteps.findCoach")}</Link>}
        <Link to={`/${lng}/events`}>{t("nextSteps.browseEvents")}</Link>
        <Link to={`/${lng}/goals`}>{t("nextSteps.yourGoals")}</Link>
      </p>
    </Card>
  );
}

/** The coach's summary and agreements after the member's latest session. */
export function LatestAgreement({
  agreement,
  timeZone,
}: {
  agreement: NonNullable<LoaderData["agreement"]>;
  timeZone: string;
}) {
  const { t } = useTranslation("coaching");
  const lng = useLanguage();
  return (
    <Card className="mt-6" role="region" aria-labelledby="agreement">
      <h2 id="agreement" className="text-xl font-semibold text-ink">
        {t("nextSteps.agreementTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t("nextSteps.agreementWith", {
          coach: agreement.coachName,
          date: formatDate(new Date(agreement.startsAt), lng, timeZone),
        })}
      </p>
      <h3 className="mt-3 font-semibold text-ink">{t("nextSteps.summary")}</h3>
      <p className="mt-1 whitespace-pre-line text-ink">{agreement.summary}</p>
      {agreement.agreements.trim() ? (
        <>
          <h3 className="mt-3 font-semibold text-ink">{t("nextSteps.agreements")}</h3>
          <p className="mt-1 whitespace-pre-line text-ink">{agreement.agreements}</p>
        </>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link to={`/${lng}/coaching/${agreement.appointmentId}`}>{t("nextSteps.viewSession")}</Link>
        {agreement.goalId ? <Link to={`/${lng}/goals/${agreement.goalId}`}>{t("nextSteps.viewGoal")}</Link> : null}
      </p>
    </Card>
  );
}

/** A brand-new member: no appointment, no goal, no scan yet. Three ways to start. */
export function Welcome({ lng }: { lng: Language }) {
  const { t } = useTranslation("coaching");
  const steps = [
    { text: t("nextSteps.welcomeScan"), href: `/${lng}/vitascan`, action: t("nextSteps.welcomeScanAction") },
    { text: t("nextSteps.welcomeCoach"), href: `/${lng}/coaches`, action: t("nextSteps.welcomeCoachAction") },
    { text: t("nextSteps.welcomeGoal"), href: `/${lng}/goals`, action: t("nextSteps.welcomeGoalAction") },
  ];
  return (
    <section aria-labelledby="welcome" className="mt-8">
      <Card className="border-brand-200 bg-brand-50">
        <h2 id="welcome" className="text-xl font-semibold text-ink">
          {t("nextSteps.welcomeTitle")}
        </h2>
        <p className="mt-1 text-ink">{t("nextSteps.welcomeText")}</p>
        <ol className="mt-4 flex flex-col gap-4">
          {steps.map((step, index) => (
            <li key={step.href} className="flex flex-wrap items-center justify-between gap-3">
              <span className="text-ink">
                <span className="font-semibold tabular-nums">{index + 1}.</span> {step.text}
              </span>
              <Link variant={index === 0 ? "primary" : "secondary"} to={step.href}>
                {step.action}
              </Link>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}

export function VitascanSummary({ vitascan, timeZone }: Pick<LoaderData, "vitascan" | "timeZone">) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  const { latest, opensAt } = vitascan;
  // Without a scan, taking the first one is among the next steps above.
  if (!latest) return null;
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("dashboard.title")}</h2>
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
    </Card>
  );
}
