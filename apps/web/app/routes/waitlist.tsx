import { loadCmsPage } from "../features/cms/cms-api";
import { CmsModules } from "../features/cms/cms-modules";
import { WaitlistPage } from "../features/post-code/waitlist-page";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/waitlist";

/** The CMS page at /nyhetsbrev introduces the form; the form stands alone when there is none. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadCmsPage(context.api, { path: "/nyhetsbrev" }).catch(() => null);
  return { page };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded?.page?.seo?.title || "Venteliste", matches) },
  {
    name: "description",
    content: loaded?.page?.seo?.description || "Få beskjed på e-post når vi leverer der du bor.",
  },
];

export default function WaitlistRoute({ loaderData }: Route.ComponentProps) {
  const modules = loaderData.page?.modules;
  return <WaitlistPage intro={modules?.length ? <CmsModules modules={modules} /> : undefined} />;
}
