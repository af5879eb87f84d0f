import { SellerSettingsPage } from "../features/seller/seller-settings-page";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/seller-settings";

/** /instillinger: the seller's own settings. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Innstillinger", matches) },
  { name: "robots", content: "noindex" },
];

export default function SellerSettingsRoute() {
  return <SellerSettingsPage />;
}
