import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import { inputOverLabel } from "./field-style";

export interface SwitchProps extends Omit<AriaSwitchProps, "children" | "className"> {
  children: React.ReactNode;
}

/** An on/off switch (a checkbox underneath, so a form posts `name=value` when it is on). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={`group inline-flex min-h-11 cursor-pointer items-center gap-3 text-ink ${inputOverLabel}`}
    >
      <span
        aria-hidden="true"
        className="flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-ink-muted bg-surface px-0.5 transition-colors duration-150 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-600 group-data-[disabled]:opacity-60"
      >
        <span className="size-5 rounded-full bg-ink-muted transition-transform duration-150 group-data-[selected]:translate-x-5 group-data-[selected]:bg-white motion-reduce:transition-none" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
