import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from "react-aria-components";

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, "children"> {
  label: string;
  options: SelectOption[];
  hint?: string;
  error?: string;
}

export function Select({ label, options, hint, error, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} isInvalid={error ? true : props.isInvalid} className="flex flex-col gap-1.5">
      <Label className="font-medium text-ink">{label}</Label>
      <Button className="flex min-h-11 items-center justify-between gap-2 rounded-[var(--radius-control)] border border-ink-muted/60 bg-surface px-3.5 py-2 text-left text-base text-ink outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600">
        <SelectValue className="truncate" />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 text-ink-muted">
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </Button>
      {hint ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {hint}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger-700">{error}</FieldError>
      <Popover className="min-w-(--trigger-width) rounded-[var(--radius-control)] border border-line bg-surface p-1 shadow-[var(--shadow-card)]">
        <ListBox items={options} className="outline-none">
          {(item) => (
            <ListBoxItem
              id={item.id}
              className="cursor-pointer rounded-lg px-3 py-2 text-ink outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
