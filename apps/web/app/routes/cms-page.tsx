import { data, useLoaderData } from "react-router";
import { loadCmsPage } from "../features/cms/cms-api";
import { CmsPage, cmsMeta } from "../features/cms/cms-page";
import { PostCodeCheckForm } from "../features/post-code/post-code-check-form";
import { SellerDeskBlock } from "../features/seller/seller-block";
import { showsSellerBlock } from "../features/seller/seller-roles";
import { useSessionUser } from "../lib/session-user";
import type { Route } from "./+types/cms-page";

/** `/` and every path no other route claims: a published CMS page by path or slug, else 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await loadCmsPage(context.api, { path: `/${params["*"] ?? ""}` });
  if (!page) throw data(null, { status: 404 });
  return { page, origin: new URL(request.url).origin, path: `/${params["*"] ?? ""}` };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  cmsMeta(loaded?.page, loaded?.origin, matches);

/** The seller home (/selger) keeps its CMS content; a logged-in seller gets the desk's block above it. */
export default function CmsPageRoute() {
  const { page, path } = useLoaderData<typeof loader>();
  const user = useSessionUser();
  const sellerHome = showsSellerBlock(path, user);
  return (
    <>
      {sellerHome && <SellerDeskBlock name={user?.firstName ?? null} />}
      <CmsPage page={page} slots={{ postCodeCheck: PostCodeCheckForm }} />
    </>
  );
}
