import { listProjects } from "@mt/contract/project";
import { listSalesPartners } from "@mt/contract/sales-partner";
import { policies } from "@mt/domain/roles/page-access";
import { ALL_RESOURCES_STAFF } from "@mt/domain/roles/route-access";
import { listQueryFromUrl } from "../features/projects-desk/list-query";
import { ProjectsListPage } from "../features/projects-desk/projects-list-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/projects";

/** /prosjekter: the projects within the caller's reach; filters, search, sort and page live in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const query = listQueryFromUrl(new URL(request.url).searchParams);
  const { data, meta } = await loadApi(context.api, listProjects, { query });
  // Those who approve customers' comments find the ratings from here (the staff menus are fixed by the spec).
  const moderation = policies.ratingsModeration;
  const moderatesRatings =
    moderation.kind === "roles" && (user.activeRoles ?? []).some((role) => moderation.roles.includes(role));
  // Global staff filter by the store channel's sales partner.
  const staff = (user.activeRoles ?? []).some((role) => ALL_RESOURCES_STAFF.includes(role));
  const salesPartners = staff
    ? (await loadApi(context.api, listSalesPartners)).data.map(({ uuid, name }) => ({ uuid, name }))
    : [];
  return { projects: data, meta, query, moderatesRatings, salesPartners };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Prosjekter", matches) },
  { name: "robots", content: "noindex" },
];

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectsListPage {...loaderData} />;
}
