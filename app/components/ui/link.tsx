import { Link as RouterLink, type LinkProps as RouterLinkProps } from "react-router";
import { type ButtonVariant, buttonStyles } from "./button-styles";

export interface LinkProps extends RouterLinkProps {
  /** Looks like a button of that variant; otherwise an underlined text link. */
  variant?: ButtonVariant;
}

/** An underlined text link (also for plain anchors in a `LinkList`). */
export const textLink =
  "font-medium text-brand-700 underline underline-offset-4 decoration-brand-300 hover:decoration-brand-700 rounded-sm";

export function Link({ variant, className, ...props }: LinkProps) {
  const style = variant ? buttonStyles[variant] : textLink;
  return <RouterLink {...props} className={className ? `${style} ${className}` : style} />;
}
