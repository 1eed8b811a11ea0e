import { Link } from "~/components/ui/link";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/**
 * On the coach's home, among the open items: the sessions whose member never joined the call,
 * each a link to its page, where the coach confirms the no-show or says the member was there.
 */
export function AbsencesToConfirm({
  rows,
  zone,
}: {
  rows: { appointmentId: string; memberName: string; startsAt: string }[];
  zone: string;
}) {
  const { t } = useTranslation("absence");
  const lng = useLanguage();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="open-absences" className="mt-4">
      <h3 id="open-absences" className="font-semibold text-ink">
        {t("home.title")}
      </h3>
      <ul className="mt-1 divide-y divide-line">
        {rows.map((row) => (
          <li key={row.appointmentId} className="py-2">
            <Link to={`/coach/appointments/${row.appointmentId}`}>
              {t("home.item", { member: row.memberName || t("formerMember") })}
            </Link>
            <p className="text-sm text-ink-muted">{formatDateTime(new Date(row.startsAt), lng, zone)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
