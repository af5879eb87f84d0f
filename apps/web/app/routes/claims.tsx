import { listClaims } from "@mt/contract/claim";
import { claimQueryFromUrl } from "../features/claims/claim-list-query";
import { ClaimsListPage } from "../features/claims/claims-list-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/claims";

/** /reklamasjon/liste: the claims within the caller's reach; filters, search and page live in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const query = claimQueryFromUrl(new URL(request.url).searchParams);
  const { data, meta } = await loadApi(context.api, listClaims, { query });
  return { claims: data, meta, query };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Reklamasjoner", matches) },
  { name: "robots", content: "noindex" },
];

export default function ClaimsRoute({ loaderData }: Route.ComponentProps) {
  return <ClaimsListPage {...loaderData} />;
}
