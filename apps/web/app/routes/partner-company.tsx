import { getContractor, listContractorFeedback } from "@mt/contract/contractor";
import { getCaseworkerDepartments } from "@mt/contract/users";
import { data } from "react-router";
import { CompanyPage } from "../features/partners/company-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/partner-company";

/** /partnere/{uuid}: one installer company for a global admin. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  if (!isUuid(params.contractorUuid)) throw data("Fant ikke installatøren", { status: 404 });
  const id = { params: { id: params.contractorUuid } };
  const [contractor, feedback, departments] = await Promise.all([
    loadApi(context.api, getContractor, id),
    loadApi(context.api, listContractorFeedback, id),
    loadApi(context.api, getCaseworkerDepartments),
  ]);
  return { contractor: contractor.data, feedback: feedback.data, departments: departments.data };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? loaded.contractor.name : "Installatør", matches) },
  { name: "robots", content: "noindex" },
];

export default function PartnerCompanyRoute({ loaderData }: Route.ComponentProps) {
  return <CompanyPage key={loaderData.contractor.uuid} {...loaderData} />;
}
