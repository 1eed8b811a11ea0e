import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/i18n/react";

/**
 * The links between pages of event dates (the events list, a partner's program page): back to the
 * first page when this is a later one, and "Later dates" (rel=next) when there are more. Nothing
 * when there is one page.
 */
export function DatePager({
  first,
  next,
  className,
}: {
  first: string | null;
  next: string | null;
  className: string;
}) {
  const { t } = useTranslation("events");
  if (!first && !next) return null;
  return (
    <nav aria-label={t("list.pagination")} className={`${className} flex flex-wrap items-center justify-between gap-4`}>
      {first ? <Link to={first}>{t("list.firstPage")}</Link> : <span />}
      {next ? (
        <Link to={next} variant="secondary" rel="next">
          {t("list.laterDates")}
        </Link>
      ) : null}
    </nav>
  );
}
