import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/**
 * The screen for an unexpected failure. It names the host and, for a server error, the digest
 * under which the server logged it; never the error itself.
 */
export function ApplicationError({ host, digest }: { host: string; digest?: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24" aria-labelledby="app-error-title">
      <h1 id="app-error-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("errors.application.title", { host })}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t("errors.application.text")}</p>
      {digest ? (
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 font-mono text-sm text-ink" data-testid="error-digest">
          {t("errors.application.digest", { digest })}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius-control)] bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t("errors.application.reload")}
        </button>
        <a
          href={`/${lng}`}
          className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t("errors.application.home")}
        </a>
      </div>
    </section>
  );
}
