import { listModuleTemplates } from "@mt/contract/cms";
import { ModuleTemplatesScreen } from "../features/cms/screens/module-templates-screen";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/module-templates";

/** /module-templates: the module templates (global admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const { data: templates } = await loadApi(context.api, listModuleTemplates);
  return { templates };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Modulmaler", matches) },
  { name: "robots", content: "noindex" },
];

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <ModuleTemplatesScreen templates={loaderData.templates} />;
}
