import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/system-settings";

// Placeholder: the helper replaces this page.
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Innstillinger", matches) },
  { name: "robots", content: "noindex" },
];

export default function SystemSettingsRoute() {
  return (
    <section className="container">
      <h1>Innstillinger</h1>
    </section>
  );
}
