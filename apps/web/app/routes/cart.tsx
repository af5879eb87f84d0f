import { hasChangeCodeFlag } from "@mt/domain/routes/routes";
import { useSearchParams } from "react-router";
import { CartPage } from "../features/cart/cart-page";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Handlekurv", matches) },
  { name: "robots", content: "noindex" },
];

/**
 * /bestilling/handlekurv and /order/cart; `?change-code=1` opens the post-code change at once, and
 * `?cart=<uuid>` (the link in a cart reminder) takes over that cart.
 */
export default function CartRoute() {
  const [params] = useSearchParams();
  return (
    <CartPage
      sharedCartId={params.get("cart")}
      postCodeSlot={<PostCodeButton initiallyOpen={hasChangeCodeFlag(params)} />}
    />
  );
}
