import { claimListQuery } from "@mt/contract/claim";

/** The claims list query as the API reads it, with its defaults filled in. */
export type ClaimQuery = ReturnType<typeof claimListQuery.parse>;

const shape = claimListQuery.shape;
type Key = keyof typeof shape;
const KEYS = Object.keys(shape) as Key[];
const DEFAULTS = claimListQuery.parse({});

/**
 * The list query from the page's URL. Lenient: a value the API would refuse is dropped, so a
 * hand-edited link still shows a list; empty fields (a form sent without JavaScript) are ignored.
 */
export function claimQueryFromUrl(params: URLSearchParams): ClaimQuery {
  const raw: Record<string, unknown> = {};
  for (const key of KEYS) {
    const values = params
      .getAll(key)
      .flatMap((value) => (key === "status" ? value.split(",") : [value]))
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length === 0) continue;
    if (key === "status") {
      const valid = values.filter((value) => shape.status.safeParse([value]).success);
      if (valid.length > 0) raw[key] = [...new Set(valid)];
    } else {
      const parsed = shape[key].safeParse(values[0]);
      if (parsed.success) raw[key] = parsed.data;
    }
  }
  return claimListQuery.parse(raw);
}

/** "?status=opened&search=…" or "" for the plain list: defaults and empty filters left out. */
export function claimSearch(query: Partial<ClaimQuery>): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value === undefined || value === "" || value === DEFAULTS[key]) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** True when any filter or search narrows the list (paging does not). */
export function isFiltered(query: ClaimQuery): boolean {
  const { page: _p, perPage: _pp, ...filters } = query;
  return claimSearch(filters) !== "";
}
