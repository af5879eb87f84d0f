import { data, useLoaderData } from "react-router";
import { loadCmsPage } from "../features/cms/cms-api";
import { CmsPage, cmsMeta } from "../features/cms/cms-page";
import { PostCodeCheckForm } from "../features/post-code/post-code-check-form";
import type { Route } from "./+types/cms-home";

/** The home page: the CMS page at "/". */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadCmsPage(context.api, { path: "/" });
  if (!page) throw data(null, { status: 404 });
  return { page, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  cmsMeta(loaded?.page, loaded?.origin, matches);

export default function CmsHomeRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <CmsPage page={page} slots={{ postCodeCheck: PostCodeCheckForm }} />;
}
