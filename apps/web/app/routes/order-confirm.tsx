import { ConfirmPage } from "../features/booking/confirm-page";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/order-confirm";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Takk for bestillingen", matches) },
  { name: "robots", content: "noindex" },
];

/** /order/confirm */
export default function OrderConfirmRoute() {
  return <ConfirmPage />;
}
