import { PagesScreen } from "../features/cms/screens/pages-screen";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/cms-pages";

/** /sider: the CMS pages (global admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Sider", matches) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  return <PagesScreen />;
}
