import { useState } from "react";
import { useTranslation } from "~/utils/i18n/react";

export interface ChatLine {
  mine: boolean;
  text: string;
  at: string;
}

const button =
  "min-h-11 cursor-pointer rounded-[var(--radius-control)] border border-line bg-surface px-4 font-semibold text-ink hover:bg-brand-50 aria-pressed:bg-brand-100";

/** The call's chat: the lines so far, and a message to send. */
export function ChatPanel({
  lines: chat,
  otherName,
  onSend,
}: {
  lines: ChatLine[];
  otherName: string;
  onSend: (text: string) => void;
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
      aria-labelledby="chat-heading"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="chat-heading" className="font-semibold text-ink">
        {t("chat.title")}
      </h2>
      <ol className="flex max-h-80 flex-1 flex-col gap-2 overflow-y-auto" aria-live="polite">
        {chat.map((line) => (
          <li key={`${line.at}-${line.text}`} className={line.mine ? "self-end text-right" : "self-start"}>
            <span className="sr-only">{line.mine ? t("you") : otherName}: </span>
            <span
              className={`inline-block rounded-xl px-3 py-1.5 ${line.mine ? "bg-brand-100" : "bg-canvas"} text-ink`}
            >
              {line.text}
            </span>
          </li>
        ))}
      </ol>
      <form onSubmit={sendChat} className="flex gap-2">
        <label htmlFor="chat-message" className="sr-only">
          {t("chat.label")}
        </label>
        <input
          id="chat-message"
          value={draft}
          maxLength={1000}
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-11 flex-1 rounded-[var(--radius-control)] border border-ink-muted/60 px-3 text-ink"
        />
        <button type="submit" className={button}>
          {t("chat.send")}
        </button>
      </form>
    </section>
  );
}
