import { Link } from "react-router";
import "./list-pager.css";

/**
 * The one pager of lists: "← Forrige side · Side 2 av 5 · Neste side →" under a paged list. Each page
 * is a plain link (works without JavaScript); the ends show greyed, so the pager keeps its place.
 */
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
    <nav className="list-pager" aria-label="Sider">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          ← Forrige <span className="visually-hidden">side</span>
        </Link>
      ) : (
        <span aria-hidden="true" className="list-pager__off">
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
        <span aria-hidden="true" className="list-pager__off">
          Neste →
        </span>
      )}
    </nav>
  );
}
