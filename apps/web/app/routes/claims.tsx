import { ClaimsPage } from "../features/projects-desk/claims-page";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/claims";

/** /reklamasjon/liste: claims come with their own issue; until then an honest empty list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Reklamasjoner", matches) },
  { name: "robots", content: "noindex" },
];

export default function ClaimsRoute() {
  return <ClaimsPage />;
}
