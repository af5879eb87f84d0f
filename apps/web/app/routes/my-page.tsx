import { getProject, listProjects } from "@mt/contract/project";
import { displayName } from "@mt/domain/entities/user";
import { useLoaderData } from "react-router";
import { MyPage } from "../features/my-page/my-page";
import { callApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/my-page";

/** A customer has few projects; the newest this many are shown in full. */
const SHOWN_PROJECTS = 20;

/** /dashboard: the customer's own projects and inspections, each in full, behind login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  try {
    const { data } = await callApi(context.api, listProjects, { query: { perPage: SHOWN_PROJECTS } });
    const projects = await Promise.all(
      data.map(async ({ uuid }) => (await callApi(context.api, getProject, { params: { uuid } })).data),
    );
    return { name: displayName(user), projects, failed: false };
  } catch {
    return { name: displayName(user), projects: [], failed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Min side", matches) },
  { name: "robots", content: "noindex" },
];

export default function MyPageRoute() {
  const { name, projects, failed } = useLoaderData<typeof loader>();
  return <MyPage name={name} projects={projects} failed={failed} />;
}
