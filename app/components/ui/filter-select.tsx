import { fieldStyle } from "./field-style";

type Option = { value: string; label: string };

export interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  /** The label of an empty choice that removes the filter; without it, one of the options is always chosen. */
  anyLabel?: string;
  /** The choices, or the choices in named groups (`optgroup`). */
  options: readonly Option[] | readonly { label: string; options: readonly Option[] }[];
  value: string | null | undefined;
  /** A line under the control that describes it. */
  hint?: string;
  className?: string;
  /** Classes of the select itself (a minimum width). */
  selectClassName?: string;
}

const isGroup = (
  entry: Option | { label: string; options: readonly Option[] },
): entry is {
  label: string;
  options: readonly Option[];
} => "options" in entry;

const optionOf = (option: Option) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

/**
 * A labelled native select for filters and choices in GET forms: it submits without JavaScript and
 * keeps the choice in the URL, where a React Aria select would add nothing.
 */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  options,
  value,
  hint,
  className,
  selectClassName,
}: FilterSelectProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${fieldStyle} ${selectClassName ?? ""}`}
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((entry) =>
          isGroup(entry) ? (
            <optgroup key={entry.label} label={entry.label}>
              {entry.options.map(optionOf)}
            </optgroup>
          ) : (
            optionOf(entry)
          ),
        )}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
