import type { WorkType } from "@mt/domain/entities/enums";
import { isCartPath } from "@mt/domain/routes/routes";
import { postCodeButtonAction, postCodeButtonLabel } from "@mt/domain/state/order-reset";
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { releaseReservationInBackground } from "../../lib/order/cart-calls-in-background";
import {
  type OrderStoreState,
  orderState,
  useOrderHydrated,
  useOrderStore,
} from "../../lib/order/order-store";

// The modal, its form and text input load when it opens: the job page's JavaScript budget (decision 047).
const PostCodeModal = lazy(() =>
  import("./post-code-modal").then((module) => ({ default: module.PostCodeModal })),
);

export interface PostCodeButtonProps {
  jobType?: WorkType | null;
  /** Open the modal at once (the cart page's change-code flag). */
  initiallyOpen?: boolean;
  onContinue?: () => void;
}

/**
 * Shows the current post code and place. On checkout or confirm it clears the reservation and goes to
 * the cart with the change-code flag; elsewhere it opens the post-code modal (with cart context on the
 * cart page).
 */
export function PostCodeButton({ jobType = null, initiallyOpen = false, onContinue }: PostCodeButtonProps) {
  const hydrated = useOrderHydrated();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const postCode = useOrderStore((s) => s.postCode);
  const place = useOrderStore((s) => s.postCodePlace);
  const [open, setOpen] = useState(initiallyOpen);
  const [cartContext, setCartContext] = useState(() => isCartPath(pathname));

  function click() {
    const current = useOrderStore.getState();
    const action = postCodeButtonAction(
      orderState(current) as Parameters<typeof postCodeButtonAction>[0],
      pathname,
    );
    if (action.kind === "go-to-cart") {
      current.replace(action.state as OrderStoreState);
      if (action.releaseReservation) releaseReservationInBackground();
      navigate(action.href);
      return;
    }
    setCartContext(action.cartContext);
    setOpen(true);
  }

  const label = hydrated ? postCodeButtonLabel({ postCode, postCodePlace: place }) : "";
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        className="post-code-button"
        onClick={click}
        data-testid="post-code-button"
      >
        <svg aria-hidden="true" className="post-code-button__pin" width="14" height="14" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        {label ? (
          <span>
            <span className="visually-hidden">Postnummer: </span>
            {label}
          </span>
        ) : (
          "Sjekk postnummer"
        )}
      </Button>
      {open && hydrated && (
        <Suspense fallback={null}>
          <PostCodeModal
            open
            onClose={() => setOpen(false)}
            jobType={jobType}
            cartContext={cartContext}
            {...(onContinue && { onContinue })}
          />
        </Suspense>
      )}
    </>
  );
}
