import type { ReactNode } from "react";
import "./desk.css";

/** A status badge's colour: info (the default), done, under way or stopped. */
export type StatusTone = "info" | "success" | "warning" | "error";

/** A status as a badge on the staff desks; each desk says which tone its statuses take. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`desk-status desk-status--${tone}`}>{children}</span>;
}
