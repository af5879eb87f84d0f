import { data, useLoaderData } from "react-router";
import { loadCmsPage } from "../features/cms/cms-api";
import { CmsPage, cmsMeta } from "../features/cms/cms-page";
import { PostCodeCheckForm } from "../features/post-code/post-code-check-form";
import { TrustSignals } from "../features/storefront-trust/trust-signals";
import { loadStorefrontTrust } from "../features/storefront-trust/trust-signals.server";
import type { Route } from "./+types/cms-home";

/** The home page: the CMS page at "/", and under it the storefront's true numbers (ratings, jobs). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, trust] = await Promise.all([
    loadCmsPage(context.api, { path: "/" }),
    loadStorefrontTrust(context.api),
  ]);
  if (!page) throw data(null, { status: 404 });
  return { page, trust, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  cmsMeta(loaded?.page, loaded?.origin, matches);

export default function CmsHomeRoute() {
  const { page, trust } = useLoaderData<typeof loader>();
  return (
    <>
      <CmsPage page={page} slots={{ postCodeCheck: PostCodeCheckForm }} />
      <TrustSignals trust={trust} />
    </>
  );
}
