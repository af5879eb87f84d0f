import { getSettings } from "@mt/contract/settings";
import { SystemSettingsPage } from "../features/system-settings/system-settings-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/system-settings";

/** /systeminnstillinger: the run-time settings and their change log (global admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const { data } = await loadApi(context.api, getSettings);
  return { page: data };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Innstillinger", matches) },
  { name: "robots", content: "noindex" },
];

export default function SystemSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <SystemSettingsPage page={loaderData.page} />;
}
