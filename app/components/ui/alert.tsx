import type { ReactNode } from "react";

export type AlertTone = "info" | "success" | "warning" | "danger";

const tones: Record<AlertTone, { box: string; icon: string }> = {
  info: { box: "border-info-700/30 bg-info-50 text-info-700", icon: "M10 9v5m0-8h.01" },
  success: { box: "border-success-700/30 bg-success-50 text-success-700", icon: "M6 10.5 9 13.5 14.5 7" },
  warning: { box: "border-warning-700/30 bg-warning-50 text-warning-700", icon: "M10 6v5m0 3h.01" },
  danger: { box: "border-danger-700/30 bg-danger-50 text-danger-700", icon: "M7 7l6 6m0-6-6 6" },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  /** `alert` interrupts screen readers; use it only for messages that need attention now. */
  role?: "status" | "alert";
}

/** A message with an icon and words, so colour never carries the meaning alone. */
export function Alert({ tone = "info", title, children, role = "status" }: AlertProps) {
  const style = tones[tone];
  return (
    <div role={role} className={`flex gap-3 rounded-[var(--radius-control)] border p-4 ${style.box}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d={style.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div className="text-ink">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
