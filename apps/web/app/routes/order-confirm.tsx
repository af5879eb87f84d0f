import { getProject } from "@mt/contract/project";
import { PROJECT_PARAM } from "@mt/domain/routes/routes";
import { data, useLoaderData } from "react-router";
import { ConfirmPage } from "../features/booking/confirm-page";
import { ApiError, callApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/order-confirm";

/**
 * /order/confirm?prosjekt={uuid}: the booking logged the customer in, so the project loads with
 * their session and survives a reload. Anonymous → login (and back); anybody else's project → 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const uuid = new URL(request.url).searchParams.get(PROJECT_PARAM);
  if (!uuid) return { project: null };
  await guardPage(request, context.api);
  try {
    const { data: project } = await callApi(context.api, getProject, { params: { uuid } });
    return { project };
  } catch (error) {
    if (error instanceof ApiError && (error.error.status === 404 || error.error.validation)) {
      throw data("Fant ikke bestillingen", { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Takk for bestillingen", matches) },
  { name: "robots", content: "noindex" },
];

export default function OrderConfirmRoute() {
  const { project } = useLoaderData<typeof loader>();
  return <ConfirmPage project={project} />;
}
