import { paths } from "@mt/domain/routes/routes";
import { redirect } from "react-router";
import type { Route } from "./+types/configurator-area";

/**
 * /order/job without a job: the configurator area (spec section 2) configures one job at a time, and
 * the job is chosen in the catalogue, so the bare area sends the customer there (with any filter kept).
 */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(`${paths.allJobs}${new URL(request.url).search}`);
}

export default function ConfiguratorArea() {
  return null;
}
