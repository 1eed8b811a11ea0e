import { useTranslation } from "~/utils/i18n/react";

const tone: Record<string, string> = {
  confirmed: "bg-success-50 text-success-700",
  completed: "bg-info-50 text-info-700",
  no_show: "bg-warning-50 text-warning-700",
  cancelled: "bg-danger-50 text-danger-700",
};
const icon: Record<string, string> = {
  confirmed: "M4 10.5 8 14.5 16 5.5",
  completed: "M4 10.5 8 14.5 16 5.5",
  no_show: "M10 5v6M10 14.5v.5",
  cancelled: "M5 5l10 10M15 5 5 15",
};

/** An appointment's status as words with a coloured badge and an icon (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("coaching");
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${tone[status] ?? ""}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
        <path d={icon[status] ?? ""} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {t(`status.${status}`)}
    </span>
  );
}
