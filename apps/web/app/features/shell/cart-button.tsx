import { paths } from "@mt/domain/routes/routes";
import { cartJobCount, cartLinkLabel } from "@mt/domain/state/cart";
import { Link } from "react-router";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";

/**
 * The header's way back to the cart, on every storefront page: a cart icon with the number of jobs.
 * Shown also when the cart is empty (the header keeps its layout; the cart page says it is empty).
 * The server knows no cart, so the count appears only once the stored cart has been read: never a
 * wrong number during hydration.
 */
export function CartButton() {
  const hydrated = useOrderHydrated();
  const stored = useOrderStore((state) => cartJobCount(state.cart));
  const count = hydrated ? stored : null;
  return (
    <Link to={paths.cart} className="cart-button" data-testid="cart-button">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{cartLinkLabel(count)}</span>
      {count ? (
        <span className="cart-button__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
