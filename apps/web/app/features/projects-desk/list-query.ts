import { type PROJECT_SORTS, projectListQuery } from "@mt/contract/project";
import { urlListQuery } from "../../lib/url-list-query";

/** The projects list query as the API reads it, with its defaults filled in. */
export type ListQuery = ReturnType<typeof projectListQuery.parse>;
export type ListSort = (typeof PROJECT_SORTS)[number];

export const {
  fromUrl: listQueryFromUrl,
  toUrl: listQueryToUrl,
  search: listSearch,
  isFiltered,
} = urlListQuery(projectListQuery, ["status", "workType"]);

/** The query with some filters changed; any change but the page itself starts again on page 1. */
export function withChange(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...query, page: 1, ...change };
}

/** Clicking a column header: the same column turns the order round, a new one starts in its natural order. */
export function sortedBy(query: ListQuery, sort: ListSort): ListQuery {
  if (query.sort === sort) return withChange(query, { dir: query.dir === "asc" ? "desc" : "asc" });
  const newestFirst = sort === "createdAt" || sort === "number";
  return withChange(query, { sort, dir: newestFirst ? "desc" : "asc" });
}

/** The CSV export of the same list (every page). */
export function exportHref(query: ListQuery): string {
  const { page: _page, perPage: _perPage, ...rest } = query;
  return `/api/project/export${listSearch(rest)}`;
}
