import { useMessages } from "./messages";

/**
 * A field's or a form's messages, translated, under the id its control names in
 * `aria-describedby`. Nothing at all without messages, so no reference points at an empty node.
 */
export function ErrorList({ id, errors }: { id: string; errors: readonly string[] | null | undefined }) {
  const messages = useMessages(errors);
  if (messages.length === 0) return null;
  return (
    <p id={id} className="flex flex-col text-sm font-medium text-danger-700">
      {messages.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </p>
  );
}
