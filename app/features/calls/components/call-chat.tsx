import { useState } from "react";
import { useTranslation } from "~/utils/i18n/react";

export interface ChatLine {
  mine: boolean;
  text: string;
  at: string;
}

const button =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-line bg-surface px-4 font-semibold text-ink hover:bg-brand-50 aria-pressed:bg-brand-100";

/**
 * The call's chat: the lines so far, and a message to send. A long word wraps inside its bubble and
 * the "send" button keeps its size, so nothing pushes the page sideways. On a phone it is a sheet
 * over the video, closed with `onClose`.
 */
export function ChatPanel({
  lines: chat,
  otherName,
  onSend,
  onClose,
}: {
  lines: ChatLine[];
  otherName: string;
  onSend: (text: string) => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation("calls");
  const [draft, setDraft] = useState("");
  const sendChat = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    setDraft("");
  };
  return (
    <section
      id="call-chat"
      aria-labelledby="chat-heading"
      className={`flex min-w-0 flex-col gap-2 border border-line bg-surface p-4 ${onClose ? "max-h-full rounded-t-2xl shadow-lg" : "rounded-2xl"}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="chat-heading" className="font-semibold text-ink">
          {t("chat.title")}
        </h2>
        {onClose ? (
          <button type="button" onClick={onClose} className={button}>
            {t("chat.close")}
          </button>
        ) : null}
      </div>
      {/* Long conversations scroll inside the list, which keyboard users can therefore reach. */}
      <ol
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby="chat-heading"
        className="flex max-h-80 min-h-0 flex-1 flex-col gap-2 overflow-y-auto rounded-sm focus-visible:outline-3 focus-visible:outline-brand-600"
        aria-live="polite"
      >
        {chat.map((line) => (
          <li
            key={`${line.at}-${line.text}`}
            className={`max-w-[85%] min-w-0 ${line.mine ? "self-end text-right" : "self-start"}`}
          >
            <span className="sr-only">{line.mine ? t("you") : otherName}: </span>
            <span
              className={`inline-block max-w-full rounded-xl px-3 py-1.5 text-left break-words [overflow-wrap:anywhere] ${line.mine ? "bg-brand-100" : "bg-canvas"} text-ink`}
            >
              {line.text}
            </span>
          </li>
        ))}
      </ol>
      <form onSubmit={sendChat} className="flex min-w-0 gap-2">
        <label htmlFor="chat-message" className="sr-only">
          {t("chat.label")}
        </label>
        <input
          id="chat-message"
          value={draft}
          maxLength={1000}
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-[var(--radius-control)] border border-ink-muted/60 px-3 text-ink"
        />
        <button type="submit" className={`${button} shrink-0`}>
          {t("chat.send")}
        </button>
      </form>
    </section>
  );
}
