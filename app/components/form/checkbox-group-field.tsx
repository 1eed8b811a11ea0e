import { Checkbox } from "~/components/ui/checkbox";
import { ErrorList } from "./error-list";
import type { FieldMeta } from "./fields";

/** The boxes ticked: none, one (a form posts a single box as a text) or several. */
function ticked(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((one): one is string => typeof one === "string") : [];
}

/**
 * Several boxes under one name (the topics of a practice), on a Conform field: a group named by
 * its legend, each box ticked by the default or posted values, and the field's messages under
 * the group, which they describe. The first box carries the field's id, so the error summary's
 * link lands on the group.
 */
export function CheckboxGroupField({
  meta,
  legend,
  options,
}: {
  meta: FieldMeta;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const chosen = ticked(meta.initialValue);
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset key={meta.key} aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="font-medium text-ink">{legend}</legend>
      <div className={"mt-2 grid gap-2 sm:grid-cols-2"}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            id={index === 0 ? meta.id : undefined}
            name={meta.name}
            value={option.value}
            defaultSelected={chosen.includes(option.value)}
            isInvalid={invalid}
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      <div className="mt-1.5">
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
    </fieldset>
  );
}
