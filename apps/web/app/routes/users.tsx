import { listUsers, USERS_PAGE_SIZE } from "@mt/contract/users";
import { useLoaderData } from "react-router";
import { readUserSearch } from "../features/user-admin/user-search";
import { UsersPage } from "../features/user-admin/users-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/users";

/** /brukere: users searched, filtered by role and paged on the server, the search kept in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const query = readUserSearch(new URL(request.url).searchParams);
  const { data, meta } = await loadApi(context.api, listUsers, {
    query: {
      search: query.search || undefined,
      roles: query.roles.length > 0 ? query.roles : undefined,
      page: query.page,
      perPage: USERS_PAGE_SIZE,
    },
  });
  return { query, users: data, meta };
}

export const meta: Route.MetaFunction = ({ matches, data }) => [
  { title: pageTitle(data?.query.search ? `Brukere: «${data.query.search}»` : "Brukere", matches) },
  { name: "robots", content: "noindex" },
];

export default function UsersRoute() {
  const { query, users, meta } = useLoaderData<typeof loader>();
  return <UsersPage query={query} users={users} meta={meta} />;
}
