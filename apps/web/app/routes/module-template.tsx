import { getModuleTemplate } from "@mt/contract/cms";
import { data } from "react-router";
import { ModuleTemplateScreen } from "../features/cms/screens/module-template-screen";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/module-template";

/** /module-templates/new and /module-templates/{id} (global admins); unknown ids are 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  if (params.id === "new") return { template: null };
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const { data: template } = await loadApi(context.api, getModuleTemplate, {
    params: { id: Number(params.id) },
  });
  return { template };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => [
  { title: pageTitle(loaded?.template ? loaded.template.title : "Ny modulmal", matches) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ModuleTemplateScreen key={loaderData.template?.id ?? "new"} template={loaderData.template} />;
}
