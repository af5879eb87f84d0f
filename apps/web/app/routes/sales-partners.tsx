import { listSalesPartners } from "@mt/contract/sales-partner";
import { userRoles } from "@mt/domain/roles/roles";
import { routes } from "@mt/domain/routes/routes";
import { redirect } from "react-router";
import { SalesPartnersListPage } from "../features/sales-partners/sales-partners-list-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/sales-partners";

/** /selgere: every sales partner (global admins); a partner or department admin goes to their own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const roles = userRoles(user);
  if (!roles.includes("GLOBAL_ADMIN") && user.salesPartner)
    throw redirect(routes.salesPartner(user.salesPartner.uuid));
  const { data } = await loadApi(context.api, listSalesPartners);
  return { partners: data, mayCreate: roles.includes("GLOBAL_ADMIN") };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Salgspartnere", matches) },
  { name: "robots", content: "noindex" },
];

export default function SalesPartnersRoute({ loaderData }: Route.ComponentProps) {
  return <SalesPartnersListPage {...loaderData} />;
}
