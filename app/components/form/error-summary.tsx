import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/i18n/react";
import { useMessage } from "./messages";

/** Errors by field name, as Conform keeps them; the form's own are under "". */
export type ErrorsByField = Record<string, readonly string[] | null | undefined>;

export interface ErrorSummaryProps {
  /** A form's errors (`form.allErrors`), or those of a form's answer (`answer.result.error`). */
  errors: ErrorsByField | null | undefined;
  /**
   * The id of a field's control, for the link; null for a name the page has no control for (a
   * hidden field that was tampered with), whose message is shown without a link.
   */
  fieldId: (name: string) => string | null;
  /**
   * The form's status (`form.status`, or `answer.result.status`): "error" after a refused submit.
   * Only then does the summary take focus; errors found as fields are left do not move focus.
   */
  status?: "error" | "success" | undefined;
  /** A heading other than "Please check these fields". */
  title?: string;
  /**
   * The words for a field's entry, where the message alone does not do (each question of a step
   * with its own range, named before its message; or the field's name where its message already
   * stands beside it); undefined for the message as it is.
   */
  messageOf?: (name: string, key: string) => string | undefined;
}

/**
 * The errors of a refused form at the top of the page or form, each a link to its field, under a
 * heading in the page's language. After a refused submit it takes focus, so keyboard and screen
 * reader users land on it; without JavaScript, `role="alert"` makes it heard. Nothing is drawn
 * when there are no errors.
 */
export function ErrorSummary({ errors, fieldId, status, title, messageOf }: ErrorSummaryProps) {
  const { t } = useTranslation("common");
  const translate = useMessage();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors ?? {}).flatMap(([name, keys]) =>
    keys && keys.length > 0 ? [{ name, id: name === "" ? null : fieldId(name), key: keys[0] as string }] : [],
  );
  const message = (entry: (typeof entries)[number]) => messageOf?.(entry.name, entry.key) ?? translate(entry.key);
  const signature = entries.map((entry) => `${entry.name}:${entry.key}`).join("|");
  useEffect(() => {
    if (signature && status === "error") ref.current?.focus();
  }, [signature, status]);
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="flex gap-3 rounded-[var(--radius-control)] border border-danger-700/30 bg-danger-50 p-4 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-danger-700">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M7 7l6 6m0-6-6 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div className="text-ink">
        <h2 id="error-summary-title" className="font-semibold">
          {title ?? t("form.errorSummary")}
        </h2>
        <ul className="mt-1 list-disc pl-5">
          {entries.map((entry) => (
            <li key={entry.name || "form"}>
              {entry.id ? (
                <a href={`#${entry.id}`} className="underline underline-offset-2">
                  {message(entry)}
                </a>
              ) : (
                message(entry)
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
