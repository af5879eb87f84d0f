import { type PROJECT_SORTS, projectListQuery } from "@mt/contract/project";

/** The projects list query as the API reads it, with its defaults filled in. */
export type ListQuery = ReturnType<typeof projectListQuery.parse>;
export type ListSort = (typeof PROJECT_SORTS)[number];

const shape = projectListQuery.shape;
type Key = keyof typeof shape;
const KEYS = Object.keys(shape) as Key[];
/** Filters that may hold several values (`status=ordered&status=scheduled`). */
const LIST_KEYS: readonly Key[] = ["status", "workType"];

const DEFAULTS = projectListQuery.parse({});

/**
 * The list query from the page's URL. Lenient: a value the API would refuse (an unknown status, a
 * malformed date) is dropped, so a hand-edited link still shows a list instead of an error. Empty
 * fields, as a form without JavaScript sends them, are ignored.
 */
export function listQueryFromUrl(params: URLSearchParams): ListQuery {
  const raw: Record<string, unknown> = {};
  for (const key of KEYS) {
    const values = params
      .getAll(key)
      .flatMap((value) => (LIST_KEYS.includes(key) ? value.split(",") : [value]))
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length === 0) continue;
    if (LIST_KEYS.includes(key)) {
      const valid = values.filter((value) => shape[key].safeParse([value]).success);
      if (valid.length > 0) raw[key] = [...new Set(valid)];
    } else {
      const parsed = shape[key].safeParse(values[0]);
      if (parsed.success) raw[key] = parsed.data;
    }
  }
  return projectListQuery.parse(raw);
}

/** The URL search of a list query: defaults and empty filters left out, lists repeated. */
export function listQueryToUrl(query: Partial<ListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === "" || value === DEFAULTS[key]) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  return params;
}

/** "?status=ordered" or "" for the plain list. */
export function listSearch(query: Partial<ListQuery>): string {
  const search = listQueryToUrl(query).toString();
  return search ? `?${search}` : "";
}

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

/** True when any filter or search narrows the list (sorting and paging do not). */
export function isFiltered(query: ListQuery): boolean {
  const { sort: _s, dir: _d, page: _p, perPage: _pp, ...filters } = query;
  return listQueryToUrl(filters).size > 0;
}
