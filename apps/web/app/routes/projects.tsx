import { listProjects } from "@mt/contract/project";
import { getContractorRatingSummary, getElectricianRatingSummary } from "@mt/contract/rating";
import { policies } from "@mt/domain/roles/page-access";
import type { InstallerRatingOf } from "../features/projects-desk/installer-rating";
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
  // Installers see their rating average above their projects (there is no calendar page yet): a
  // contractor's admins the company's, an electrician their own.
  const roles = user.activeRoles ?? [];
  const ratingOf: InstallerRatingOf | null =
    user.contractor && roles.includes("CONTRACTOR_ADMIN")
      ? "company"
      : roles.includes("ELECTRICIAN")
        ? "electrician"
        : null;
  const summary =
    ratingOf === "company" && user.contractor
      ? loadApi(context.api, getContractorRatingSummary, { params: { id: user.contractor.uuid } })
      : ratingOf === "electrician"
        ? loadApi(context.api, getElectricianRatingSummary, { params: { uuid: user.uuid } })
        : null;
  const [{ data, meta }, ratingSummary] = await Promise.all([
    loadApi(context.api, listProjects, { query }),
    summary?.then((answer) => answer.data).catch(() => null) ?? null,
  ]);
  // Those who approve customers' comments find the ratings from here (the staff menus are fixed by the spec).
  const moderation = policies.ratingsModeration;
  const moderatesRatings =
    moderation.kind === "roles" && (user.activeRoles ?? []).some((role) => moderation.roles.includes(role));
  return { projects: data, meta, query, ratingSummary, ratingOf: ratingOf ?? "company", moderatesRatings };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Prosjekter", matches) },
  { name: "robots", content: "noindex" },
];

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectsListPage {...loaderData} />;
}
