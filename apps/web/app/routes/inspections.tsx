import { listInspections } from "@mt/contract/inspection";
import { InspectionsListPage } from "../features/inspections/inspections-list-page";
import { inspectionQueryFromUrl } from "../features/inspections/list-query";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/inspections";

/** /inspection/liste: inspections for those who run them; filters live in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const query = inspectionQueryFromUrl(new URL(request.url).searchParams);
  const { data, meta } = await loadApi(context.api, listInspections, { query });
  return { inspections: data, meta, query };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Befaringer", matches) },
  { name: "robots", content: "noindex" },
];

export default function InspectionsRoute({ loaderData }: Route.ComponentProps) {
  return <InspectionsListPage {...loaderData} />;
}
