import { SellerDesk } from "../features/seller/seller-desk";
import { seesWholeStore } from "../features/seller/seller-roles";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/seller-desk";

/** /selgerside: the seller's desk (sellers, department admins and partner admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  return { canSeeStore: seesWholeStore(user) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Selgerside", matches) },
  { name: "robots", content: "noindex" },
];

export default function SellerDeskRoute({ loaderData }: Route.ComponentProps) {
  return <SellerDesk canSeeStore={loaderData.canSeeStore} />;
}
