import { getSalesPartner } from "@mt/contract/sales-partner";
import { data } from "react-router";
import { SalesPartnerPage } from "../features/sales-partners/sales-partner-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/sales-partner";

/** /selgere/{uuid}: one sales partner, its stores and people (global admins, its own admins). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  if (!isUuid(params.partnerUuid)) throw data("Fant ikke salgspartneren", { status: 404 });
  const { data: partner } = await loadApi(context.api, getSalesPartner, {
    params: { id: params.partnerUuid },
  });
  return { partner };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? loaded.partner.name : "Salgspartner", matches) },
  { name: "robots", content: "noindex" },
];

export default function SalesPartnerRoute({ loaderData }: Route.ComponentProps) {
  return <SalesPartnerPage key={loaderData.partner.uuid} {...loaderData} />;
}
