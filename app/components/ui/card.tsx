import type { HTMLAttributes } from "react";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const style = "rounded-[var(--radius-card)] border border-line bg-surface p-6 shadow-[var(--shadow-card)]";
  return <div {...props} className={className ? `${style} ${className}` : style} />;
}
