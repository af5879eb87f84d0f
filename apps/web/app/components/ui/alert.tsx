import type { ComponentPropsWithRef, ReactNode } from "react";

export type AlertType = "info" | "success" | "warning" | "error";

export interface AlertProps extends Omit<ComponentPropsWithRef<"div">, "title" | "role"> {
  type?: AlertType;
  /** Optional bold first line. */
  title?: ReactNode;
}

// Warnings and errors interrupt the screen reader; info and success wait their turn.
const roles: Record<AlertType, "status" | "alert"> = {
  info: "status",
  success: "status",
  warning: "alert",
  error: "alert",
};

export function Alert({ type = "info", title, className, children, ...rest }: AlertProps) {
  const classes = ["ui-alert", `ui-alert--${type}`, className].filter(Boolean).join(" ");
  return (
    <div {...rest} role={roles[type]} className={classes}>
      {title && <p className="ui-alert__title">{title}</p>}
      {children}
    </div>
  );
}
