import { CheckoutPage } from "../features/booking/checkout-page";
import { CartReminder } from "../features/cart/cart-reminder";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Bestilling", matches) },
  { name: "robots", content: "noindex" },
];

/** /order/checkout */
export default function CheckoutRoute() {
  return (
    <CheckoutPage
      postCodeSlot={<PostCodeButton />}
      reminderSlot={(cart) => <CartReminder cartUuid={cart.uuid} email={cart.email} />}
    />
  );
}
