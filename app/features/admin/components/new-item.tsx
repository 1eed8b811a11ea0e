import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ErrorsByField } from "~/components/form/error-summary";
import { buttonStyles } from "~/components/ui/button-styles";

/** Whether a form's answer holds any message: its "new …" disclosure is then drawn open. */
export const hasErrors = (errors: ErrorsByField | null | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/**
 * The back office's "new …" action on a list page: a primary button at the top of the page, under
 * its heading and before the list, that reveals the form that creates one in place. A disclosure
 * (`details`), so it works without JavaScript and by keyboard.
 *
 * It is open when the page is drawn with `open` (the form came back with messages, so they are
 * seen without a click), and opens when `open` turns true later; a correction that clears the
 * messages does not close it under the hand that types. `closeOn` closes it: a value that is new
 * with each answer that did what the form asked (a page that stays on its list after a create).
 */
export function NewItem({
  label,
  open,
  closeOn,
  className = "mt-6",
  children,
}: {
  /** The button's text ("New partner"). */
  label: string;
  open: boolean;
  closeOn?: unknown;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  // Only the first drawing sets the attribute: later changes go through the effects below, so
  // that React never closes what the operator opened.
  const [initiallyOpen] = useState(open);
  useEffect(() => {
    if (open && ref.current) ref.current.open = true;
  }, [open]);
  useEffect(() => {
    if (closeOn && ref.current) ref.current.open = false;
  }, [closeOn]);
  return (
    <details ref={ref} open={initiallyOpen || undefined} className={`group ${className}`}>
      <summary className={`${buttonStyles.primary} list-none [&::-webkit-details-marker]:hidden`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform group-open:rotate-45"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M10 4v12M4 10h12" />
        </svg>
        {label}
      </summary>
      {children}
    </details>
  );
}
