import { paths } from "@mt/domain/routes/routes";

/** The customers list as the URL keeps it, so a link shows the same list. */
export interface CustomerSearch {
  search: string;
  page: number;
}

const MAX_SEARCH_LENGTH = 200;

/** Reads `?search=…&page=…`; anything odd falls back to no search and the first page. */
export function readCustomerSearch(params: URLSearchParams): CustomerSearch {
  const search = (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(params.get("page"));
  return { search, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** "/kunder?search=nora&page=2", leaving out what is default. */
export function customerSearchHref({ search, page }: CustomerSearch): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  return params.size > 0 ? `${paths.customers}?${params}` : paths.customers;
}
