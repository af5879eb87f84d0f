import { getClaim } from "@mt/contract/claim";
import { data } from "react-router";
import { ClaimPage, claimTitle } from "../features/claims/claim-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/claim";

/** /reklamasjon/:uuid: one claim within the caller's reach; the API answers 404 for any other. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  if (!isUuid(params.uuid)) throw data("Fant ikke reklamasjonen", { status: 404 });
  const { data: claim } = await loadApi(context.api, getClaim, { params: { uuid: params.uuid } });
  return { claim };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? claimTitle(loaded.claim) : "Reklamasjon", matches) },
  { name: "robots", content: "noindex" },
];

export default function ClaimRoute({ loaderData }: Route.ComponentProps) {
  return <ClaimPage claim={loaderData.claim} />;
}
