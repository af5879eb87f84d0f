import type { ReactNode } from "react";
import { Link } from "react-router";
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

/** "← Forrige · Side 2 av 5 · Neste →" under a desk's list; each page is a plain link. */
export function ListPager({
  page,
  lastPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  /** The link to a page of the same list. */
  hrefFor: (page: number) => string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav className="desk-pages" aria-label="Sider">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          ← Forrige <span className="visually-hidden">side</span>
        </Link>
      ) : (
        <span aria-hidden="true" className="desk-pages__off">
          ← Forrige
        </span>
      )}
      <span aria-current="page">
        Side {page} av {lastPage}
      </span>
      {page < lastPage ? (
        <Link to={hrefFor(page + 1)} rel="next">
          Neste <span className="visually-hidden">side</span> →
        </Link>
      ) : (
        <span aria-hidden="true" className="desk-pages__off">
          Neste →
        </span>
      )}
    </nav>
  );
}
