import type { ReactNode } from "react";
import { Form as RouterForm } from "react-router";
import { Button } from "./button";
import { buttonStyles } from "./button-styles";

export interface ConfirmActionProps {
  /** What the first button says ("End now"), and its accessible name when the text needs context. */
  label: string;
  accessibleLabel?: string;
  /** What will be lost, in a sentence, shown before the action is taken. */
  consequence: string;
  /** The button that does it ("End the link"), and its accessible name. */
  confirmLabel: string;
  confirmAccessibleLabel?: string;
  /** The form's intent, and the hidden fields that say what it acts on. */
  intent: string;
  children?: ReactNode;
}

/**
 * A destructive action asked twice: the first button opens a short statement of what will be lost
 * and the button that does it. A disclosure (`details`), so it works without JavaScript and by
 * keyboard, and nothing happens until the second press.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  consequence,
  confirmLabel,
  confirmAccessibleLabel,
  intent,
  children,
}: ConfirmActionProps) {
  return (
    <details className="group">
      <summary
        className={`${buttonStyles.ghost} list-none [&::-webkit-details-marker]:hidden`}
        aria-label={accessibleLabel}
      >
        {label}
      </summary>
      <div className="mt-2 max-w-xs rounded-md border border-line bg-surface p-3 text-sm text-ink">
        <p>{consequence}</p>
        <RouterForm method="post" className="mt-3">
          {children}
          <Button type="submit" name="intent" value={intent} variant="danger" aria-label={confirmAccessibleLabel}>
            {confirmLabel}
          </Button>
        </RouterForm>
      </div>
    </details>
  );
}
