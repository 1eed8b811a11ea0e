import { useLayoutEffect, useRef, useState } from "react";
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import { inputOverLabel } from "./field-style";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "children"> {
  children: React.ReactNode;
}

export function Checkbox({ children, isSelected, defaultSelected, onChange, ...props }: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [ownSelected, setOwnSelected] = useState(defaultSelected ?? false);
  const controlled = isSelected !== undefined;

  // A box ticked before the page hydrated stays ticked (see TextField).
  useLayoutEffect(() => {
    const checked = inputRef.current?.checked;
    if (!controlled && checked !== undefined) setOwnSelected(checked);
  }, [controlled]);

  return (
    <AriaCheckbox
      {...props}
      inputRef={inputRef}
      isSelected={controlled ? isSelected : ownSelected}
      onChange={(next) => {
        if (!controlled) setOwnSelected(next);
        onChange?.(next);
      }}
      className={`group flex cursor-pointer items-start gap-3 text-ink ${inputOverLabel}`}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-ink-muted bg-surface group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-600 group-data-[invalid]:border-danger-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4 text-white opacity-0 group-data-[selected]:opacity-100"
        >
          <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}
