import { LinkList } from "~/components/ui/link-list";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { LanguageSwitch } from "./language-switch";

export function SiteFooter() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const links = [
    { to: `/${lng}/theapp`, label: t("footer.theApp") },
    { to: `/${lng}/ebook`, label: t("footer.ebook") },
    { to: `/${lng}/changelog`, label: t("footer.changelog") },
    { to: `/${lng}/terms`, label: t("footer.terms") },
    { to: `/${lng}/privacy`, label: t("footer.privacy") },
  ];
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div>
          <p className="font-semibold text-ink">{t("brand")}</p>
          <p className="mt-1 max-w-xs text-ink-muted">{t("footer.tagline")}</p>
          <p className="mt-4 text-sm text-ink-muted">{t("footer.rights", { year: new Date().getFullYear() })}</p>
        </div>
        <nav aria-label={t("footer.label")}>
          <LinkList className="flex flex-col gap-2">
            {links.map((link) => (
              <li key={link.to}>
                <a href={link.to} className="text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {link.label}
                </a>
              </li>
            ))}
          </LinkList>
        </nav>
        <div>
          <p className="mb-2 font-semibold text-ink">{t("footer.language")}</p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
