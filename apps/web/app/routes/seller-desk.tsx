import { getSellerDashboard } from "@mt/contract/seller";
import { SellerDesk } from "../features/seller/seller-desk";
import { seesWholeStore } from "../features/seller/seller-roles";
import { callApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/seller-desk";

/** /selgerside: the seller's desk (sellers, department admins and partner admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  // Read here so the desk arrives whole; when it fails the desk asks again in the browser and says why.
  const initial = await callApi(context.api, getSellerDashboard, { query: { scope: "own" } }).then(
    (result) => result.data,
    () => null,
  );
  return { canSeeStore: seesWholeStore(user), initial };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Selgerside", matches) },
  { name: "robots", content: "noindex" },
];

export default function SellerDeskRoute({ loaderData }: Route.ComponentProps) {
  return <SellerDesk canSeeStore={loaderData.canSeeStore} initial={loaderData.initial} />;
}
