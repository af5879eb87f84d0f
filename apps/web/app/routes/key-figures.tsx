import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/key-figures";

// Placeholder: the helper replaces this page.
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Nøkkeltall", matches) },
  { name: "robots", content: "noindex" },
];

export default function KeyFiguresRoute() {
  return (
    <section className="container">
      <h1>Nøkkeltall</h1>
    </section>
  );
}
