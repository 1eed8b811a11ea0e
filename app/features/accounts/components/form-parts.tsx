import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { useTranslation } from "~/features/i18n/react";
import { limitsOf } from "../forms";

/** The narrow, centred card every account page uses. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export interface FormFeedback {
  /** Message keys per field (`auth` namespace). */
  errors?: Partial<Record<string, string>>;
  /** A message for the whole form. */
  formError?: string;
  minutes?: number;
}

/** Errors summarised above the form, each linking to its field; plus a form-wide message. */
export function ErrorSummary({ feedback, labels }: { feedback?: FormFeedback; labels: Record<string, string> }) {
  const { t } = useTranslation("auth");
  if (!feedback) return null;
  const fields = Object.entries(feedback.errors ?? {}).filter(([, message]) => message);
  if (!feedback.formError && fields.length === 0) return null;
  return (
    <div className="mb-6">
      <Alert tone="danger" role="alert" title={feedback.formError ? undefined : t("errors.summary")}>
        {feedback.formError ? <p>{t(feedback.formError, { minutes: feedback.minutes })}</p> : null}
        {fields.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {fields.map(([field, message]) => (
              <li key={field}>
                <a href={`#${field}`} className="underline underline-offset-2">
                  {labels[field] ?? field}: {t(message as string, limitsOf(field))}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
    </div>
  );
}
