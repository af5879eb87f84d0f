import { MediaLibrary } from "../features/cms/media/media-library";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/media-library";

/** /mediebibliotek (global admin). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Mediebibliotek", matches) },
  { name: "robots", content: "noindex" },
];

export default function MediaLibraryRoute() {
  return <MediaLibrary />;
}
