import { useTranslation } from "~/utils/i18n/react";

/** A legal text under its title, with the version of the terms it belongs to. */
export function LegalPage({
  title,
  intro,
  html,
  version,
}: {
  title: string;
  intro: string;
  html: string;
  version: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-ink-muted">{intro}</p>
      <p className="mt-2 text-sm text-ink-muted">{t("legal.version", { version })}</p>
      <div
        className="prose-vitaal mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own texts, rendered and sanitised on the server
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
