import type { ReactNode } from "react";
import { ErrorSummary, type ErrorSummaryProps } from "~/components/form/error-summary";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { Button } from "~/components/ui/button";
import type { ButtonVariant } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { type Language, languages } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";

// The frames the back office's content pages share: the page (a way back, its title and intro),
// a card with one Conform form, and the two languages side by side.

const widths = { md: "max-w-5xl", lg: "max-w-6xl", xl: "max-w-7xl" } as const;

/** A back-office page: a way back to its list, its title (and what goes beside it), an intro. */
export function AdminPage({
  back,
  title,
  titleAside,
  intro,
  width = "lg",
  children,
}: {
  back?: { to: string; label: string };
  title: string;
  /** Beside the title (a state badge). */
  titleAside?: ReactNode;
  intro?: ReactNode;
  width?: keyof typeof widths;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${widths[width]} px-4 py-10 sm:px-6`}>
      {back ? (
        <p className="mb-4">
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words text-ink">{title}</h1>
        {titleAside}
      </div>
      {intro ? <div className="mt-1 text-ink-muted">{intro}</div> : null}
      {children}
    </div>
  );
}

/**
 * A card with one Conform form: its heading (which names the form), an intro, the form's error
 * summary when it has its own, the fields (the form's `intent` among them), and the submit button.
 */
export function AdminFormCard({
  id,
  form,
  title,
  intro,
  submit,
  variant = "primary",
  summary,
  className = "mt-10",
  isDisabled,
  children,
}: {
  /** The heading's id, which labels the form. */
  id: string;
  form: AppFormMetadata;
  title: string;
  intro?: string;
  submit: string;
  variant?: ButtonVariant;
  /** The form's own error summary (a page with one summary for several forms draws it itself). */
  summary?: ErrorSummaryProps;
  className?: string;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-ink-muted">{intro}</p> : null}
      {summary ? (
        <div className="mt-4">
          <ErrorSummary {...summary} />
        </div>
      ) : null}
      <Form form={form} aria-labelledby={id} className="mt-6 flex flex-col gap-5">
        {children}
        <div>
          <Button type="submit" variant={variant} isDisabled={isDisabled}>
            {submit}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** A field name's language suffix, as the forms name their Dutch and English fields. */
export type LanguageSuffix = "Nl" | "En";

/** Each language's fields in a column of its own, under the language's name. */
export function LanguageColumns({ children }: { children: (suffix: LanguageSuffix, language: Language) => ReactNode }) {
  const { t } = useTranslation("admin-content");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {languages.map((language) => (
        <fieldset key={language} className="flex min-w-0 flex-col gap-5">
          <legend className="mb-2 text-lg font-semibold text-ink">{t(`languages.${language}`)}</legend>
          {children(language === "nl" ? "Nl" : "En", language)}
        </fieldset>
      ))}
    </div>
  );
}
