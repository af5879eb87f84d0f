import { getProject } from "@mt/contract/project";
import { data, useLoaderData } from "react-router";
import { projectTitle } from "../features/my-page/project-labels";
import { ProjectPage } from "../features/my-page/project-page";
import { ApiError, callApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/my-project";

/** /dashboard/prosjekt/:uuid: one of the customer's own projects (404 for anybody else's). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  try {
    const { data: project } = await callApi(context.api, getProject, { params: { uuid: params.uuid } });
    return { project, now: Date.now() };
  } catch (error) {
    if (error instanceof ApiError && (error.error.status === 404 || error.error.validation)) {
      throw data("Fant ikke prosjektet", { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? projectTitle(loaded.project) : "Prosjekt", matches) },
  { name: "robots", content: "noindex" },
];

export default function MyProjectRoute() {
  const { project, now } = useLoaderData<typeof loader>();
  return <ProjectPage key={project.uuid} project={project} now={now} />;
}
