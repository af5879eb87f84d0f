import type { ReactNode } from "react";
import { Spinner } from "./ui/spinner";
import "./desk.css";

/**
 * Above a desk's list: how many rows match (the table's description, read out when it changes) and,
 * while the next list loads, a spinner with what it fetches.
 */
export function ListStatus({
  countId,
  busy,
  loadingText,
  children,
}: {
  /** The count's id, for the table's aria-describedby. */
  countId: string;
  busy: boolean;
  /** "Henter prosjekter …" */
  loadingText: string;
  /** The count, as text. */
  children: ReactNode;
}) {
  return (
    <div className="desk-page__status" aria-live="polite">
      <p id={countId} className="desk-page__count">
        {children}
      </p>
      {busy && (
        <p className="desk-page__loading">
          <Spinner size="small" /> {loadingText}
        </p>
      )}
    </div>
  );
}
