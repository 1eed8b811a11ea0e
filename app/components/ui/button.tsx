import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { type ButtonVariant, buttonStyles } from "./button-styles";

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
}

export function Button({ variant = "primary", className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={typeof className === "string" ? `${buttonStyles[variant]} ${className}` : buttonStyles[variant]}
    />
  );
}
