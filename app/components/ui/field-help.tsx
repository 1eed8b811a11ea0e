import { FieldError, Text } from "react-aria-components";

/**
 * What stands under a React Aria field's control: its hint (the field's description) and its
 * message, which marks the field invalid.
 */
export function FieldHelp({ hint, error }: { hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {hint}
        </Text>
      ) : null}
      <FieldError className="text-sm font-medium text-danger-700">{error}</FieldError>
    </>
  );
}
