import { type Language, languages } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";

/** Both languages' bodies as members get them (rendered and sanitised by the server). */
export function MediaPreview({ preview }: { preview: Record<Language, string> }) {
  const { t } = useTranslation("admin-content");
  return (
    <section aria-labelledby="preview-title" className="mt-10">
      <h2 id="preview-title" className="text-xl font-semibold text-ink">
        {t("media.preview.title")}
      </h2>
      <p className="mt-1 text-ink-muted">{t("media.preview.intro")}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {languages.map((language) => (
          <article
            key={language}
            lang={language}
            aria-label={t("media.preview.language", { language: t(`languages.${language}`) })}
            data-testid={`preview-${language}`}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t(`languages.${language}`)}</p>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown (renderMarkdown), as members get it */}
            <div className="prose-vitaal mt-2" dangerouslySetInnerHTML={{ __html: preview[language] }} />
          </article>
        ))}
      </div>
    </section>
  );
}
