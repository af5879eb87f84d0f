import type { z } from "zod";

/** Keys that order or page a list rather than narrow it. */
const NOT_FILTERS = new Set(["sort", "dir", "page", "perPage"]);

/**
 * A desk list's query in the page's URL, built from the API's own query schema. Read leniently: a value
 * the API would refuse (an unknown status, a malformed date) is dropped, so a hand-edited link still
 * shows a list, and the empty fields a form without JavaScript sends are ignored. Written without the
 * defaults. `lists` names the filters that hold several values (`status=a&status=b` or `status=a,b`).
 */
export function urlListQuery<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  lists: readonly (keyof Shape & string)[] = [],
) {
  type Query = z.output<z.ZodObject<Shape>>;
  const keys = Object.keys(schema.shape) as (keyof Shape & string)[];
  const defaults: Record<string, unknown> = schema.parse({});

  function fromUrl(params: URLSearchParams): Query {
    const raw: Record<string, unknown> = {};
    for (const key of keys) {
      const isList = lists.includes(key);
      const values = params
        .getAll(key)
        .flatMap((value) => (isList ? value.split(",") : [value]))
        .map((value) => value.trim())
        .filter(Boolean);
      if (values.length === 0) continue;
      const field = schema.shape[key] as z.ZodType;
      if (isList) {
        const valid = values.filter((value) => field.safeParse([value]).success);
        if (valid.length > 0) raw[key] = [...new Set(valid)];
      } else {
        const parsed = field.safeParse(values[0]);
        if (parsed.success) raw[key] = parsed.data;
      }
    }
    return schema.parse(raw);
  }

  function toUrl(query: Partial<Query>): URLSearchParams {
    const params = new URLSearchParams();
    for (const key of keys) {
      const value: unknown = (query as Record<string, unknown>)[key];
      if (value === undefined || value === "" || value === defaults[key]) continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
      else params.set(key, String(value));
    }
    return params;
  }

  /** "?status=ordered" or "" for the plain list. */
  function search(query: Partial<Query>): string {
    const params = toUrl(query).toString();
    return params ? `?${params}` : "";
  }

  /** True when any filter or search narrows the list (sorting and paging do not). */
  function isFiltered(query: Partial<Query>): boolean {
    return [...toUrl(query).keys()].some((key) => !NOT_FILTERS.has(key));
  }

  return { fromUrl, toUrl, search, isFiltered };
}
