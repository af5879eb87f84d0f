import { isRole, type Role } from "@mt/domain/roles/roles";
import { paths } from "@mt/domain/routes/routes";

/** The users list as the URL keeps it (`?search=…&roles=CASEWORKER&roles=…&page=…`), so a link shows the same list. */
export interface UserSearch {
  search: string;
  roles: Role[];
  page: number;
}

const MAX_SEARCH_LENGTH = 200;

/** Anything odd falls back to no search, no role filter and the first page. */
export function readUserSearch(params: URLSearchParams): UserSearch {
  const search = (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const roles = [...new Set(params.getAll("roles").filter(isRole))];
  const page = Number(params.get("page"));
  return { search, roles, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** "/brukere?search=lars&roles=CASEWORKER&page=2", leaving out what is default. */
export function userSearchHref({ search, roles, page }: UserSearch): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  for (const role of roles) params.append("roles", role);
  if (page > 1) params.set("page", String(page));
  return params.size > 0 ? `${paths.users}?${params}` : paths.users;
}
