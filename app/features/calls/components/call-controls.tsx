import { useTranslation } from "~/utils/i18n/react";
import type { MediaKind } from "./use-local-media";

const button =
  "min-h-11 min-w-11 cursor-pointer rounded-[var(--radius-control)] border border-line bg-surface px-4 font-semibold text-ink hover:bg-brand-50 aria-pressed:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60";
// On a phone: a bar of equal tap targets, tall enough for a thumb.
const phoneButton =
  "min-h-12 min-w-0 cursor-pointer rounded-[var(--radius-control)] border border-line bg-surface px-1 text-sm font-semibold text-ink hover:bg-brand-50 aria-pressed:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60";
const leaveStyle = "cursor-pointer rounded-[var(--radius-control)] bg-danger-700 font-semibold text-white";

/**
 * The in-call controls, shown only once joined. On a phone (`compact`) they form a bar at the
 * bottom of the screen with the chat's toggle; screen sharing is left out there, as phone browsers
 * cannot share their screen.
 */
export function CallControls({
  compact,
  media,
  muted,
  cameraOff,
  onMute,
  onCamera,
  onShare,
  onLeave,
  chat,
}: {
  compact: boolean;
  media: MediaKind;
  muted: boolean;
  cameraOff: boolean;
  onMute: () => void;
  onCamera: () => void;
  onShare: () => void;
  onLeave: () => void;
  /** The chat sheet's toggle, on a phone only. */
  chat?: { open: boolean; unread: number; onToggle: () => void };
}) {
  const { t } = useTranslation("calls");
  const style = compact ? phoneButton : button;
  return (
    <div
      role="toolbar"
      aria-label={t("controls")}
      className={
        compact
          ? "grid grid-cols-4 gap-2 border-t border-line bg-surface px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
          : "flex flex-wrap gap-2"
      }
    >
      <button type="button" className={style} aria-pressed={muted} onClick={onMute} disabled={media === "none"}>
        {muted ? t("unmute") : t("mute")}
      </button>
      <button type="button" className={style} aria-pressed={cameraOff} onClick={onCamera} disabled={media !== "video"}>
        {cameraOff ? t("cameraOn") : t("cameraOff")}
      </button>
      {compact ? null : (
        <button type="button" className={style} onClick={onShare}>
          {t("share")}
        </button>
      )}
      {chat ? (
        <button
          type="button"
          className={style}
          aria-expanded={chat.open}
          aria-controls="call-chat"
          onClick={chat.onToggle}
        >
          {chat.unread > 0 ? t("chat.toggleUnread", { count: chat.unread }) : t("chat.title")}
        </button>
      ) : null}
      <button
        type="button"
        onClick={onLeave}
        className={`${leaveStyle} ${compact ? "min-h-12 px-1 text-sm" : "min-h-11 px-4"}`}
      >
        {t("leave")}
      </button>
    </div>
  );
}
