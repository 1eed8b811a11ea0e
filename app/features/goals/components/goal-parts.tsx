import type { ReactNode } from "react";
import { Form as RouterForm } from "react-router";
import { Button } from "~/components/ui/button";
import type { ButtonVariant } from "~/components/ui/button-styles";
import type { GoalStatus } from "~/db/schema/journey";
import type { Language } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

// The small pieces the goal pages share: a goal's status as a badge, progress as a line with its
// figure, and a form that is one button (accepting a proposal, ticking a step off).

const tone: Record<GoalStatus, string> = {
  proposed: "bg-warning-50 text-warning-700",
  active: "bg-info-50 text-info-700",
  achieved: "bg-success-50 text-success-700",
  stopped: "bg-canvas text-ink-muted",
  declined: "bg-canvas text-ink-muted",
};

/** A goal's status in words, on a tinted badge (the words carry the meaning, not the colour). */
export function GoalStatusBadge({ status }: { status: GoalStatus }) {
  const { t } = useTranslation("goals");
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${tone[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Progress out of 10 as a short line with the figure beside it; the figure is what is read out. */
export function ProgressLine({ progress, label }: { progress: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-block h-2 w-24 overflow-hidden rounded-full bg-line">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${progress * 10}%` }} />
      </span>
      <span className="text-sm text-ink">{label}</span>
    </span>
  );
}

/** A form that is one button: the intent and the hidden fields that say what it acts on. */
export function ButtonForm({
  intent,
  fields = {},
  variant = "secondary",
  label,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  variant?: ButtonVariant;
  /** The button's accessible name, when its text needs the context around it. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <RouterForm method="post" className="inline">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" name="intent" value={intent} variant={variant} aria-label={label}>
        {children}
      </Button>
    </RouterForm>
  );
}

/** A calendar date (`YYYY-MM-DD`) in words; it is a day, not an instant, so it is read at noon UTC. */
export const dayOf = (value: string, lng: Language) => formatDate(new Date(`${value}T12:00:00Z`), lng, "UTC");
