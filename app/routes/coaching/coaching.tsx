import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { OPENS_MINUTES_BEFORE } from "~/features/calls/access";
import { listMemberAppointments } from "~/features/coaching/appointments.server";
import { MEMBER_CHANGE_HOURS } from "~/features/coaching/booking.server";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { allowanceFor } from "~/features/coaching/eligibility.server";
import { SESSION_MINUTES, sessionKinds } from "~/features/coaching/sessions";
import { minGroupSize } from "~/features/reports/suppression";
import { env } from "~/utils/env.server";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/coaching";

// Public: how coaching works, for anyone. A logged-in member also sees this year's sessions and
// their own appointments, read for their account alone.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  const rules = {
    changeHours: MEMBER_CHANGE_HOURS,
    callOpensMinutes: OPENS_MINUTES_BEFORE,
    reportGroup: minGroupSize(env().REPORT_MIN_GROUP_SIZE),
  };
  if (!user?.roles.includes("member")) return { rules, member: null, loggedIn: user !== null };
  const db = dbOf(context);
  const now = new Date();
  const [appointments, allowance] = await Promise.all([
    listMemberAppointments(db, user.id, now),
    allowanceFor(db, user.id, now),
  ]);
  const year = Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Amsterdam" }).format(now));
  return { rules, member: { ...appointments, allowance, year, timeZone: user.timeZone }, loggedIn: true };
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const lng = languageParam(params.lng);
  const { t } = getI18n(lng);
  return pageMeta({
    title: t("coaching:coaching.metaTitle"),
    description: t("coaching:coaching.metaDescription"),
    lng,
    path: "/coaching",
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

type Member = NonNullable<Awaited<ReturnType<typeof loader>>["member"]>;
type Row = Member["upcoming"][number];

const faq = ["therapy", "switch", "camera", "language", "employer", "cost"] as const;

function MyCoaching({ member }: { member: Member }) {
  const { t } = useTranslation("coaching");
  const { allowance, timeZone } = member;
  const lng = useLanguage();
  const list = (rows: Row[], empty: string) =>
    rows.length === 0 ? (
      <p className="mt-3 text-ink-muted">{empty}</p>
    ) : (
      <ul className="mt-3 flex flex-col divide-y divide-line">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-ink">
                {t("appointment.title", { kind: t(`kind.${row.kind}Short`), coach: row.coachName })}
              </p>
              <p className="text-ink-muted">{formatDateTime(new Date(row.startsAt), lng, timeZone)}</p>
            </div>
            <div className="flex items-center gap-4">
              <StatusBadge status={row.status} />
              <Link
                to={`/${lng}/coaching/${row.id}`}
                className="inline-flex min-h-11 items-center"
                aria-label={`${t("coaching.details")}: ${formatDateTime(new Date(row.startsAt), lng, timeZone)}`}
              >
                {t("coaching.details")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="mine-heading" className="mt-10">
      <h2 id="mine-heading" className="text-2xl font-semibold text-ink">
        {t("coaching.mineTitle")}
      </h2>
      <Card className="mt-4">
        <h3 className="text-xl font-semibold text-ink">{t("coaching.allowanceTitle", { year: member.year })}</h3>
        <dl className="mt-4 grid max-w-md grid-cols-3 gap-4 text-center">
          {(
            [
              ["used", allowance.used],
              ["left", allowance.left],
              ["total", allowance.total],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-xl bg-canvas p-3">
              <dt className="text-sm text-ink-muted">{t(`coaching.${key}`)}</dt>
              <dd className="text-3xl font-bold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {allowance.intakeOnly ? <p className="mt-3 text-sm text-ink-muted">{t("coaching.intakeOnly")}</p> : null}
      </Card>
      <section className="mt-8" aria-labelledby="upcoming-heading">
        <h3 id="upcoming-heading" className="text-xl font-semibold text-ink">
          {t("coaching.upcoming")}
        </h3>
        {list(member.upcoming, t("coaching.noUpcoming"))}
      </section>
      <section className="mt-8" aria-labelledby="past-heading">
        <h3 id="past-heading" className="text-xl font-semibold text-ink">
          {t("coaching.past")}
        </h3>
        {list(member.past, t("coaching.noPast"))}
      </section>
    </section>
  );
}

export default function Coaching({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { rules, member } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("coaching.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("coaching.intro")}</p>
      <p className="mt-5 flex flex-wrap gap-3">
        <Link variant="primary" to={`/${lng}/coaches`}>
          {t("coaching.findCoach")}
        </Link>
        <Link variant="secondary" to={`/${lng}/coaches/find`}>
          {t("coaching.helpChoose")}
        </Link>
      </p>

      {member ? <MyCoaching member={member} /> : null}
      {!loaderData.loggedIn ? (
        <p className="mt-6 text-ink">
          {t("coaching.loginHint")}{" "}
          <Link to={`/${lng}/login?returnTo=${encodeURIComponent(`/${lng}/coaching`)}`}>{t("coaching.login")}</Link>
        </p>
      ) : null}

      <section aria-labelledby="how-heading" className="mt-10">
        <h2 id="how-heading" className="text-2xl font-semibold text-ink">
          {t("coaching.howTitle")}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {(["how1", "how2", "how3", "how4"] as const).map((key, index) => (
            <li key={key} className="flex gap-4 rounded-xl bg-canvas p-4">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="text-ink">
                {t(`coaching.${key}`, {
                  intake: SESSION_MINUTES.intake,
                  coaching: SESSION_MINUTES.coaching,
                  minutes: rules.callOpensMinutes,
                })}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="kinds-heading" className="mt-10">
        <h2 id="kinds-heading" className="text-2xl font-semibold text-ink">
          {t("coaching.kindsTitle")}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {sessionKinds.map((kind) => (
            <Card key={kind}>
              <h3 className="text-xl font-semibold text-ink">{t(`kind.${kind}Short`)}</h3>
              <p className="mt-1 font-semibold text-brand-800">
                {t("appointment.minutes", { count: SESSION_MINUTES[kind] })}
              </p>
              <p className="mt-2 text-ink">{t(`coaching.kindAbout.${kind}`)}</p>
            </Card>
          ))}
        </div>
        <p className="mt-4 max-w-prose text-ink">{t("coaching.changeRule", { hours: rules.changeHours })}</p>
      </section>

      <section aria-labelledby="cover-heading" className="mt-10">
        <h2 id="cover-heading" className="text-2xl font-semibold text-ink">
          {t("coaching.coverTitle")}
        </h2>
        <p className="mt-3 max-w-prose text-ink">{t("coaching.cover1")}</p>
        <p className="mt-3 max-w-prose text-ink">{t("coaching.cover2")}</p>
        <h3 className="mt-5 text-lg font-semibold text-ink">{t("coaching.checkTitle")}</h3>
        <ul className="mt-2 max-w-prose list-disc space-y-1 pl-5 text-ink">
          <li>{t("coaching.check1")}</li>
          <li>{t("coaching.check2")}</li>
          <li>{t("coaching.check3")}</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-heading" className="mt-10">
        <h2 id="privacy-heading" className="text-2xl font-semibold text-ink">
          {t("coaching.privacyTitle")}
        </h2>
        <ul className="mt-3 max-w-prose list-disc space-y-2 pl-5 text-ink">
          <li>{t("coaching.privacy1")}</li>
          <li>{t("coaching.privacy2")}</li>
          <li>{t("coaching.privacy3", { count: rules.reportGroup })}</li>
          <li>{t("coaching.privacy4")}</li>
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-2xl font-semibold text-ink">
          {t("coaching.faqTitle")}
        </h2>
        <div className="mt-4 flex flex-col divide-y divide-line rounded-xl border border-line bg-surface">
          {faq.map((key) => (
            <details key={key} className="group px-4">
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 py-3 font-semibold text-ink">
                {t(`coaching.faq.${key}.q`)}
                <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="max-w-prose pb-4 text-ink">
                {t(`coaching.faq.${key}.a`, { hours: rules.changeHours, count: rules.reportGroup })}
              </p>
            </details>
          ))}
        </div>
      </section>

      <p className="mt-10">
        <Link variant="primary" to={`/${lng}/coaches`}>
          {t("coaching.meetCoaches")}
        </Link>
      </p>
    </div>
  );
}
