import { getCatalogue } from "@mt/contract/catalogue";
import { CataloguePage } from "../features/catalogue/catalogue-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { loadApi } from "../lib/api";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/catalogue";

export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await loadApi(context.api, getCatalogue);
  return { catalogue: data };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Alle jobber", matches) },
  {
    name: "description",
    content: "Elektriker, varmepumpe og solceller til fast pris. Se alle jobbene vi leverer.",
  },
];

export default function CatalogueRoute({ loaderData }: Route.ComponentProps) {
  return <CataloguePage catalogue={loaderData.catalogue} postCodeSlot={<PostCodeButton />} />;
}
