import { NewPageScreen } from "../features/cms/screens/new-page-screen";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/cms-new-page";

/** /new: a new CMS page (global admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Ny side", matches) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  return <NewPageScreen />;
}
