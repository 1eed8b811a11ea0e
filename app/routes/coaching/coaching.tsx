import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { listMemberAppointments } from "~/features/coaching/appointments.server";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { allowanceFor } from "~/features/coaching/eligibility.server";
import { languageParam } from "~/features/i18n/config";
import { formatDateTime } from "~/features/i18n/format";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import type { Route } from "./+types/coaching";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = await getDb();
  const now = new Date();
  const [appointments, allowance] = await Promise.all([
    listMemberAppointments(db, user.id, now),
    allowanceFor(db, user.id, now),
  ]);
  const year = Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Amsterdam" }).format(now));
  return { ...appointments, allowance, year, timeZone: user.timeZone };
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "coaching:coaching.metaTitle");

type Row = Awaited<ReturnType<typeof loader>>["upcoming"][number];

export default function Coaching({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("coaching");
  const lng = languageParam(params.lng);
  const { allowance, timeZone } = loaderData;
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
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("coaching.title")}</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">{t("coaching.intro")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("coaching.howTitle")}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
            <li>{t("coaching.how1")}</li>
            <li>{t("coaching.how2")}</li>
            <li>{t("coaching.how3")}</li>
          </ol>
          <p className="mt-4">
            <Link variant="primary" to={`/${lng}/coaches`}>
              {t("coaching.findCoach")}
            </Link>
          </p>
        </Card>
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("coaching.allowanceTitle", { year: loaderData.year })}</h2>
          <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
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
      </div>
      <section className="mt-8" aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className="text-2xl font-semibold text-ink">
          {t("coaching.upcoming")}
        </h2>
        {list(loaderData.upcoming, t("coaching.noUpcoming"))}
      </section>
      <section className="mt-8" aria-labelledby="past-heading">
        <h2 id="past-heading" className="text-2xl font-semibold text-ink">
          {t("coaching.past")}
        </h2>
        {list(loaderData.past, t("coaching.noPast"))}
      </section>
    </div>
  );
}
