import { MenusScreen } from "../features/cms/screens/menus-screen";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/cms-menus";

/** /menyer: the site's menus (global admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Menyer", matches) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  return <MenusScreen />;
}
