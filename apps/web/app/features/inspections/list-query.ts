import { type InspectionListQuery, inspectionListQuery } from "@mt/contract/inspection";

/** The list's filters from the URL, leniently: a value the API would refuse is dropped. */
export function inspectionQueryFromUrl(params: URLSearchParams): InspectionListQuery {
  const query: Record<string, string> = {};
  for (const key of ["mode", "from", "to", "state", "page"] as const) {
    const value = params.get(key);
    if (!value) continue;
    const single = inspectionListQuery.shape[key].safeParse(value);
    if (single.success) query[key] = value;
  }
  return query as InspectionListQuery;
}

/** The URL of the list with these filters (defaults left out). */
export function inspectionListHref(path: string, query: InspectionListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (
      value === undefined ||
      value === "" ||
      (key === "state" && value === "open") ||
      (key === "page" && Number(value) === 1)
    )
      continue;
    params.set(key, String(value));
  }
  return params.size ? `${path}?${params}` : path;
}
