// Kept apart from button.tsx so links styled as buttons don't load React Aria's button.
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-control)] px-5 py-2.5 text-base font-semibold transition-colors duration-150 outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 cursor-pointer";

export const buttonStyles: Record<ButtonVariant, string> = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 data-[pressed]:bg-brand-900`,
  secondary: `${base} border border-brand-700 bg-surface text-brand-800 hover:bg-brand-50`,
  ghost: `${base} text-brand-800 hover:bg-brand-50`,
  danger: `${base} bg-danger-700 text-white hover:brightness-95`,
};
