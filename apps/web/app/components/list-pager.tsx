import type { ListMeta } from "@mt/contract/cms";
import { Link } from "react-router";
import "./list-pager.css";

/** "Forrige · Side 2 av 5 · Neste" under a paged list; each page is a plain link. */
export function ListPager({ meta, hrefFor }: { meta: ListMeta; hrefFor: (page: number) => string }) {
  if (meta.lastPage <= 1) return null;
  return (
    <nav className="list-pager" aria-label="Sider">
      {meta.page > 1 ? (
        <Link to={hrefFor(meta.page - 1)} rel="prev">
          ← Forrige side
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">
        Side {meta.page} av {meta.lastPage}
      </span>
      {meta.page < meta.lastPage ? (
        <Link to={hrefFor(meta.page + 1)} rel="next">
          Neste side →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
