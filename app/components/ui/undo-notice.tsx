import { useEffect, useState } from "react";
import { Form as RouterForm } from "react-router";
import { useTranslation } from "~/utils/i18n/react";
import { Button } from "./button";

export interface UndoNoticeProps {
  /** What was just done ("The partner has been archived."). */
  message: string;
  /** The server's undo token (`features/undo/undo.server.ts`), posted back with `intent=undo`. */
  token: string;
  /** When the offer lapses (ISO); the notice counts down to it and then goes. */
  expiresAt: string;
  /** The button's accessible name when "Undo" alone needs context. */
  undoAccessibleLabel?: string;
  /** Where the form posts (the current route's action when omitted). */
  action?: string;
}

const secondsLeft = (expiresAt: string, now: number) => Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));

/**
 * The answer to a removal that can be taken back: a status message with an "Undo" button for 30
 * seconds. A plain form, so it works without JavaScript (the server refuses a late undo in words);
 * with JavaScript it counts the seconds down and disappears when they are over.
 */
export function UndoNotice({ message, token, expiresAt, undoAccessibleLabel, action }: UndoNoticeProps) {
  const { t } = useTranslation("common");
  // Null until hydrated: the server's HTML says "for 30 seconds", the browser then counts.
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setLeft(secondsLeft(expiresAt, Date.now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  if (left === 0) return null;
  return (
    // Only the message is a live region: a countdown in it would be read out every second.
    <div className="rounded-md border border-line bg-surface p-3 text-sm text-ink">
      <p role="status" className="font-semibold">
        {message}
      </p>
      <RouterForm method="post" action={action} className="mt-2 flex flex-wrap items-center gap-3">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" name="intent" value="undo" variant="secondary" aria-label={undoAccessibleLabel}>
          {t("undo.button")}
        </Button>
        <span className="text-ink-muted">
          {left === null ? t("undo.window") : t("undo.countdown", { count: left })}
        </span>
      </RouterForm>
    </div>
  );
}

/** Why an undo was refused (see `UndoRefusal` in `features/undo/undo.server.ts`). */
export type UndoRefusalReason = "expired" | "invalid" | "gone";

/** The answer to a press of "Undo": done (in the page's own words), or why nothing changed. */
export function UndoOutcome({ done, refused }: { done?: string | null; refused?: UndoRefusalReason | null }) {
  const { t } = useTranslation("common");
  if (refused) {
    return (
      <p role="alert" className="font-semibold text-danger-700">
        {t(`undo.${refused}`)}
      </p>
    );
  }
  if (!done) return null;
  return (
    <p role="status" className="font-semibold text-success-700">
      {done}
    </p>
  );
}
