import { listRatings } from "@mt/contract/rating";
import { useLoaderData } from "react-router";
import { RatingsPage } from "../features/ratings/ratings-page";
import { readRatingsQuery } from "../features/ratings/ratings-query";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/ratings";

/** /vurderinger: caseworkers approve or reject the comments of customers' ratings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const query = readRatingsQuery(new URL(request.url).searchParams);
  const { data, meta } = await loadApi(context.api, listRatings, {
    query: {
      commentStatus: query.status === "all" ? undefined : query.status,
      contractor: query.contractor ?? undefined,
      page: query.page,
    },
  });
  const contractorName = query.contractor
    ? (data.find((item) => item.contractor.uuid === query.contractor)?.contractor.name ?? null)
    : null;
  return { query, ratings: data, meta, contractorName };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Vurderinger", matches) },
  { name: "robots", content: "noindex" },
];

export default function RatingsRoute() {
  const { query, ratings, meta, contractorName } = useLoaderData<typeof loader>();
  return <RatingsPage query={query} ratings={ratings} meta={meta} contractorName={contractorName} />;
}
