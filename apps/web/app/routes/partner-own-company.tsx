import { getContractor } from "@mt/contract/contractor";
import { data } from "react-router";
import { CompanyPage } from "../features/partners/company-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/partner-own-company";

/**
 * /partner/{uuid}/bedrift: a contractor admin's own company: where its approval stands, and its
 * details, coverage and invoicing to finish (while it waits, too; decision 060).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  if (!isUuid(params.contractorUuid)) throw data("Fant ikke installatøren", { status: 404 });
  const contractor = await loadApi(context.api, getContractor, { params: { id: params.contractorUuid } });
  return { contractor: contractor.data };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? loaded.contractor.name : "Bedrift", matches) },
  { name: "robots", content: "noindex" },
];

export default function PartnerOwnCompanyRoute({ loaderData }: Route.ComponentProps) {
  return <CompanyPage key={loaderData.contractor.uuid} contractor={loaderData.contractor} own />;
}
