import { DesignSystemPage } from "../features/design-system/design-system-page";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/design-system";

/** /designsystem: every component of the design system in every state (global admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Designsystem", matches) },
  { name: "robots", content: "noindex" },
];

export default function DesignSystemRoute() {
  return <DesignSystemPage />;
}
