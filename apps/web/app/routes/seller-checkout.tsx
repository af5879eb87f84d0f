import { SellerCheckoutPage } from "../features/seller/seller-checkout-page";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/seller-checkout";
// The checkout's layout and fields, shared with the customer's checkout.
import "../features/booking/booking.css";

/** /bestilling/kunde: a seller books the cart for the customer in the store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Bestill for kunden", matches) },
  { name: "robots", content: "noindex" },
];

export default function SellerCheckoutRoute() {
  return <SellerCheckoutPage />;
}
