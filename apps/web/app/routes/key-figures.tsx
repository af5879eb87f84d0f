import { getKeyFigures } from "@mt/contract/key-figures";
import { figuresQueryFromUrl } from "../features/key-figures/figures-query";
import { KeyFiguresPage } from "../features/key-figures/key-figures-page";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/key-figures";

/** /nokkeltall: key figures for global admins; the filters live in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const { query, errors } = figuresQueryFromUrl(new URL(request.url).searchParams);
  const { data } = await loadApi(context.api, getKeyFigures, { query });
  return { figures: data, query, errors };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Nøkkeltall", matches) },
  { name: "robots", content: "noindex" },
];

export default function KeyFiguresRoute({ loaderData }: Route.ComponentProps) {
  return <KeyFiguresPage {...loaderData} />;
}
