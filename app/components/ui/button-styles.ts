// Kept apart from button.tsx so links styled as buttons don't load React Aria's button. The styles
// are the `.btn` component classes of app.css.
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

export const buttonStyles: Record<ButtonVariant, string> = {
  primary: "btn btn-primary",
  secondary: "btn btn-secondary",
  ghost: "btn btn-ghost",
  danger: "btn btn-danger",
};
