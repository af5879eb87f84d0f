import type { ReactNode } from "react";
import { Spinner } from "./spinner";
import "./state-message.css";

/** What a list or a pane has to say instead of its content. */
export type StateKind = "empty" | "loading" | "error";

/**
 * The one empty, loading and error state: a title, a line of what to do, and an action (a link or a
 * button). Loading is a polite status with a spinner; an error interrupts (role alert); empty is
 * plain text.
 */
export function StateMessage({
  kind,
  title,
  children,
  action,
  level = 2,
}: {
  kind: StateKind;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const role = kind === "loading" ? "status" : kind === "error" ? "alert" : undefined;
  return (
    <div className={`ui-state ui-state--${kind}`} role={role}>
      {kind === "loading" ? (
        <p className="ui-state__title">
          <Spinner size="small" /> {title}
        </p>
      ) : (
        <Heading className="ui-state__title">{title}</Heading>
      )}
      {children && <div className="ui-state__text">{children}</div>}
      {action && <div className="ui-state__action">{action}</div>}
    </div>
  );
}
