import { listContractors } from "@mt/contract/contractor";
import { PartnersListPage, statusFromUrl } from "../features/partners/partners-list-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/partners";

/** /partnere: every installer company (global admins); `?status=` filters by status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const { data } = await loadApi(context.api, listContractors, { query: { with_coverage_details: "1" } });
  return { contractors: data, status: statusFromUrl(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Installatører", matches) },
  { name: "robots", content: "noindex" },
];

export default function PartnersRoute({ loaderData }: Route.ComponentProps) {
  return <PartnersListPage {...loaderData} />;
}
