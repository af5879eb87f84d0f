import { getPage } from "@mt/contract/cms";
import { data } from "react-router";
import { PageSettingsScreen } from "../features/cms/screens/page-settings-screen";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/cms-page-settings";

/** /sider/{id}: one CMS page's settings (global admins); unknown or non-numeric ids are 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const { data: page } = await loadApi(context.api, getPage, { params: { id: Number(params.id) } });
  return { page };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded ? `Innstillinger for ${loaded.page.title}` : "Side", matches) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <PageSettingsScreen key={loaderData.page.id} page={loaderData.page} />;
}
