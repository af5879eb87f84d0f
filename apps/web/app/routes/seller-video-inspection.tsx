import { VideoInspectionPage } from "../features/seller/video-inspection-page";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/seller-video-inspection";

/** /videobefaring: a seller starts an order whose inspection is by video. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Videobefaring", matches) },
  { name: "robots", content: "noindex" },
];

export default function SellerVideoInspectionRoute() {
  return <VideoInspectionPage />;
}
