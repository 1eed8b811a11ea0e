import { useLocation } from "react-router";
import { type Language, languageNames, languages } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";
import { switchLanguagePath, useLanguage } from "~/utils/i18n/use-language";

/** Links to this same page in each language; the current one is marked, not linked. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t("footer.language")}>
      {languages.map((lng: Language) => (
        <li key={lng}>
          {lng === current ? (
            <span aria-current="true" className="rounded-md px-2 py-1 font-semibold text-ink">
              {languageNames[lng]}
            </span>
          ) : (
            // A plain link, so a full page load: the browser only holds the catalogs of the page's language.
            <a
              href={switchLanguagePath(pathname, search, lng)}
              hrefLang={lng}
              lang={lng}
              className="rounded-md px-2 py-1 text-brand-700 underline underline-offset-4 hover:bg-brand-50"
            >
              {languageNames[lng]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
