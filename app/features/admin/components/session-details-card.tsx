import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { localised } from "~/features/events/events";
import { formatDate, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { useAdminFormat } from "./admin-table";
import { Audience } from "./event-fields";

/** The facts of an event's session on its back-office page: event, time, place, places taken, the list to download. */
export function SessionDetailsCard({
  session,
  event,
  registered,
  waitlisted,
  timeZone,
}: {
  session: {
    id: string;
    startsAt: string;
    endsAt: string;
    registrationDeadline: string;
    location: string | null;
    onlineUrl: string | null;
    capacity: number;
  };
  event: { titleNl: string; titleEn: string; kind: string; partnerName: string | null };
  /** How many have a place, and how many wait for one. */
  registered: number;
  waitlisted: number;
  timeZone: string;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const startsAt = new Date(session.startsAt);
  const endsAt = new Date(session.endsAt);
  const deadline = new Date(session.registrationDeadline);
  const { at, n } = useAdminFormat(timeZone, "long");
  const sameDay = formatDate(startsAt, lng, timeZone) === formatDate(endsAt, lng, timeZone);
  return (
    <Card className="mt-8">
      <h2 className="text-xl font-semibold text-ink">{t("sessions.details")}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="text-ink-muted">{t("sessions.event")}</dt>
        <dd className="break-words text-ink">{localised(event, "title", lng)}</dd>
        <dt className="text-ink-muted">{t("sessions.kind")}</dt>
        <dd className="text-ink">{t(`events.kinds.${event.kind}`, { defaultValue: event.kind })}</dd>
        <dt className="text-ink-muted">{t("sessions.audience")}</dt>
        <dd className="break-words text-ink">
          <Audience partnerName={event.partnerName} />
        </dd>
        <dt className="text-ink-muted">{t("sessions.when")}</dt>
        <dd className="text-ink">
          {t("sessions.whenValue", {
            start: at(startsAt),
            end: sameDay ? formatTime(endsAt, lng, timeZone) : at(endsAt),
          })}
        </dd>
        <dt className="text-ink-muted">{t("sessions.place")}</dt>
        <dd className="break-words text-ink">
          {session.location ? <span className="block">{session.location}</span> : null}
          {session.onlineUrl ? (
            <span className="block break-all">
              {t("sessions.online")}:{" "}
              <a
                href={session.onlineUrl}
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                {session.onlineUrl}
              </a>
            </span>
          ) : null}
        </dd>
        <dt className="text-ink-muted">{t("sessions.capacity")}</dt>
        <dd className="text-ink">
          {t("sessions.capacityValue", {
            registered: n(registered),
            capacity: n(session.capacity),
            waitlisted: n(waitlisted),
          })}
        </dd>
        <dt className="text-ink-muted">{t("sessions.deadline")}</dt>
        <dd className="text-ink">{at(deadline)}</dd>
      </dl>
      <p className="mt-2 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
      <p className="mt-4">
        <Link to={`/admin/sessions/${session.id}/registrations.csv`} reloadDocument variant="secondary">
          {t("sessions.download")}
        </Link>
      </p>
    </Card>
  );
}
