import { textLink } from "~/components/ui/link";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/**
 * "Need help now?": the way to the page with 113, 112 and the GP, wherever a member may need it.
 * A plain anchor, so it works before the page has hydrated. In a call it opens a new tab, so the
 * call goes on (and says so to a screen reader).
 */
export function HelpNowLink({
  place,
  newTab = false,
  className,
}: {
  /** Where it stands (`data-help-now`), so each place can be found and checked. */
  place: "header" | "results" | "call";
  newTab?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const lng = useLanguage();
  return (
    <a
      href={`/${lng}/help`}
      data-help-now={place}
      className={className ?? textLink}
      {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
    >
      {t("helpNow.link")}
      {newTab ? <span className="sr-only"> {t("helpNow.newTab")}</span> : null}
    </a>
  );
}
