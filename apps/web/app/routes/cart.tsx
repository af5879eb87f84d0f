import { hasChangeCodeFlag } from "@mt/domain/routes/routes";
import { useSearchParams } from "react-router";
import { CartPage } from "../features/cart/cart-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { SellerCartPanel } from "../features/seller/seller-cart-panel";
import { sellsForCustomers } from "../features/seller/seller-roles";
import { useMarkCartOpened } from "../features/seller/use-mark-cart-opened";
import { pageTitle } from "../lib/page-title";
import { useSessionUser } from "../lib/session-user";
import { isUuid } from "../lib/uuid";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Handlekurv", matches) },
  { name: "robots", content: "noindex" },
];

/**
 * /bestilling/handlekurv and /order/cart; `?change-code=1` opens the post-code change at once, and
 * `?cart=<uuid>` (the link in a cart reminder, or a seller's) takes over that cart and tells the seller
 * it was opened. A seller gets the seller description and "Send til kunden" / "Bestill for kunden".
 */
export default function CartRoute() {
  const [params] = useSearchParams();
  const user = useSessionUser();
  const seller = sellsForCustomers(user);
  const shared = params.get("cart");
  useMarkCartOpened(shared && isUuid(shared) ? shared : null, !seller);
  return (
    <CartPage
      sharedCartId={shared}
      postCodeSlot={<PostCodeButton initiallyOpen={hasChangeCodeFlag(params)} />}
      checkoutSlot={seller ? (state) => <SellerCartPanel {...state} /> : undefined}
    />
  );
}
