import type { ReactNode } from "react";
import "./status-chip.css";

/** A status's colour: neutral, info (the default), done, under way or stopped. */
export type StatusTone = "neutral" | "info" | "success" | "warning" | "error";

/**
 * A status as a small chip (a project's, a claim's, a user's). The words carry the meaning; the tone
 * only helps the eye, and every tone's text on its background meets AA (tokens.css pairs).
 */
export function StatusChip({ tone = "info", children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={`ui-status-chip ui-status-chip--${tone}`}>{children}</span>;
}
