import { getAvailability } from "@mt/contract/availability";
import { AvailabilityPage } from "../features/availability/availability-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/electrician-availability";

/** /montor/{uuid}/tilgjengelighet: the electrician (own uuid), their company's admins, global admins. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const { data } = await loadApi(context.api, getAvailability, { params: { uuid: params.electricianUuid } });
  return { availability: data };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Tilgjengelighet", matches) },
  { name: "robots", content: "noindex" },
];

export default function ElectricianAvailabilityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AvailabilityPage key={loaderData.availability.electrician.uuid} initial={loaderData.availability} />
  );
}
