import { CheckoutPage } from "../features/booking/checkout-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { pageTitle } from "../features/shell/page-title";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Bestilling", matches) },
  { name: "robots", content: "noindex" },
];

/** /order/checkout */
export default function CheckoutRoute() {
  return <CheckoutPage postCodeSlot={<PostCodeButton />} />;
}
