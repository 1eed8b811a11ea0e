import type { ReactNode } from "react";
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";

export { DialogTrigger };

export interface DialogProps {
  title: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  isDismissable?: boolean;
}

/** A modal dialog: focus is trapped inside and returns to the trigger when it closes. */
export function Dialog({ title, children, isDismissable = true }: DialogProps) {
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-lg rounded-[var(--radius-card)] bg-surface p-6 shadow-[var(--shadow-card)]">
        <AriaDialog className="outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-xl font-semibold text-ink">
                {title}
              </Heading>
              <div className="mt-3">{typeof children === "function" ? children(close) : children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
