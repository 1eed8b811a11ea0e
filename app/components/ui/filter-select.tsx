import { fieldStyle } from "./field-style";

export interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  /** The label of the empty choice, which removes the filter. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | null | undefined;
  className?: string;
}

/**
 * A labelled native select for filters in GET forms: it submits without JavaScript and keeps the
 * filter in the URL, where a React Aria select would add nothing.
 */
export function FilterSelect({ id, name, label, anyLabel, options, value, className }: FilterSelectProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={fieldStyle}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
