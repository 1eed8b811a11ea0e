import { Link } from "~/components/ui/link";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import type { SessionRow } from "../events";

/** Sessions of an event: when, where, places left, each linking to its page. */
export function SessionList({ sessions, lng, timeZone }: { sessions: SessionRow[]; lng: Language; timeZone: string }) {
  const { t } = useTranslation("events");
  return (
    <ul className="flex flex-col divide-y divide-line">
      {sessions.map((session) => (
        <li key={session.slug} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold text-ink">
              <Link to={`/${lng}/events/session/${session.slug}`}>{session.title}</Link>
            </p>
            <p className="text-ink-muted">
              {formatDateTime(new Date(session.startsAt), lng, timeZone)} · {session.location ?? t("session.online")}
            </p>
          </div>
          <p className="text-sm font-medium text-ink">
            {session.cancelled
              ? t("session.cancelledShort")
              : session.placesLeft > 0
                ? t("session.placesLeftShort", { count: session.placesLeft })
                : t("session.fullShort")}
          </p>
        </li>
      ))}
    </ul>
  );
}
