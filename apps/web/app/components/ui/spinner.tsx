export interface SpinnerProps {
  size?: "small" | "medium" | "large";
  className?: string;
}

/** A decorative busy indicator; say what is busy elsewhere (aria-busy, text). */
export function Spinner({ size = "medium", className }: SpinnerProps) {
  const classes = ["ui-spinner", `ui-spinner--${size}`, className].filter(Boolean).join(" ");
  return <span className={classes} aria-hidden="true" />;
}
