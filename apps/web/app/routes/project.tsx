import { getProject } from "@mt/contract/project";
import { INSPECTION_STAFF } from "@mt/domain/project/inspection";
import { policies } from "@mt/domain/roles/page-access";
import { hasAnyRole } from "@mt/domain/roles/roles";
import { data } from "react-router";
import { ProjectDeskPage, projectDeskTitle } from "../features/projects-desk/project-desk-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/project";

/** /prosjekter/:number: one project within the caller's reach; the API answers 404 for any other. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  if (!/^\d{1,10}$/.test(params.number)) throw data("Fant ikke prosjektet", { status: 404 });
  const { data: project } = await loadApi(context.api, getProject, { params: { uuid: params.number } });
  const may = (policy: (typeof policies)["customersDesk" | "projectsDesk"]) =>
    policy.kind === "roles" && hasAnyRole(user, policy.roles);
  // The stores' people read their orders here; notes and documents are for the desk's roles, and an
  // inspection's findings for those who run inspections (nobody else asks for them).
  return {
    project,
    customerLink: may(policies.customersDesk),
    deskNotes: may(policies.projectsDesk),
    findings: hasAnyRole(user, INSPECTION_STAFF),
  };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? projectDeskTitle(loaded.project) : "Prosjekt", matches) },
  { name: "robots", content: "noindex" },
];

export default function ProjectRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ProjectDeskPage
      project={loaderData.project}
      customerLink={loaderData.customerLink}
      deskNotes={loaderData.deskNotes}
      findings={loaderData.findings}
    />
  );
}
