import type { ComponentPropsWithRef, MouseEvent } from "react";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "secondary-inverted" | "tertiary";
export type ButtonSize = "default" | "medium" | "small";

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The button classes, for elements that must look like a button (e.g. a router `<Link>`). */
export function buttonClassName(
  { variant = "primary", size = "default" }: ButtonLook = {},
  ...extra: Array<string | false | undefined>
): string {
  return ["ui-button", `ui-button--${variant}`, `ui-button--${size}`, ...extra].filter(Boolean).join(" ");
}

export interface ButtonProps extends ComponentPropsWithRef<"button">, ButtonLook {
  /** Shows a spinner, hides the label visually and ignores clicks. */
  busy?: boolean;
}

export function Button({
  variant,
  size,
  busy = false,
  type = "button",
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  // A busy button stays focusable (not `disabled`) so keyboard focus is not lost while waiting.
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size }, busy && "ui-button--busy", className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest["aria-disabled"] || undefined}
      onClick={handleClick}
    >
      <span className="ui-button__label">{children}</span>
      {busy && <Spinner size={size === "small" ? "small" : "medium"} className="ui-button__spinner" />}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<"a">, ButtonLook {}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClassName({ variant, size }, className)}>
      <span className="ui-button__label">{children}</span>
    </a>
  );
}
