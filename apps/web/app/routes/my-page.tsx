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

/**
 * /dashboard: the user's own projects and inspections, each in full, behind login. Staff reach
 * everybody's projects through the same call, so it asks for those the user ordered.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await guardPage(request, context.api);
  const name = displayName(user);
  let own: string[];
  try {
    const { data } = await callApi(context.api, listProjects, {
      query: { customer: user.uuid, perPage: SHOWN_PROJECTS },
    });
    own = data.map((project) => project.uuid);
  } catch {
    return { name, projects: [], failed: true };
  }
  const details = await Promise.allSettled(
    own.map(async (uuid) => (await callApi(context.api, getProject, { params: { uuid } })).data),
  );
  const projects = details.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  return { name, projects, failed: projects.length < own.length };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Min side", matches) },
  { name: "robots", content: "noindex" },
];

export default function MyPageRoute() {
  const { name, projects, failed } = useLoaderData<typeof loader>();
  return <MyPage name={name} projects={projects} failed={failed} />;
}
