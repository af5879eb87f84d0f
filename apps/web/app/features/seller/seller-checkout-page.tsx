import { type BookCartBySellerBody, bookCartBySeller } from "@mt/contract/seller";
import { paths } from "@mt/domain/routes/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import {
  bookingFailure,
  CheckoutSummary,
  CheckoutWithoutCart,
  ContactSections,
  OrderEnd,
  PhoneSection,
  useCheckoutSubmit,
  useCompanyLookup,
} from "../../components/checkout-sections";
import { Alert } from "../../components/ui/alert";
import { buttonClassName } from "../../components/ui/button";
import { browserTransport, callApi } from "../../lib/api";
import { bookingRetry, idempotencyKeyFor, storedInspectionMode } from "../../lib/order/booking-session";
import { useCheckoutForm } from "../../lib/order/checkout-form";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { useFreshCart } from "../../lib/order/use-fresh-cart";
import { clearSellerOrder } from "./order-reset";
import { SellerDescriptionField } from "./seller-cart-panel";
import "./seller.css";

export const CUSTOMER_TERMS_MESSAGE = "Kunden må godta vilkårene";

/**
 * /bestilling/kunde: a seller books the cart for the customer in the store. The customer's phone is
 * verified by the code sent to the customer's own phone (the customer reads it out), then POST
 * cart/{id}/book-by-seller with an Idempotency-Key. The seller stays logged in as themselves; the order
 * store is cleared after the booking.
 */
export function SellerCheckoutPage() {
  const hydrated = useOrderHydrated();
  const queryClient = useQueryClient();
  const cart = useOrderStore((s) => s.cart);
  const cartChecked = useFreshCart().isFetched;
  const [failure, setFailure] = useState<ReactNode>(null);
  const [booked, setBooked] = useState<{ number: number } | null>(null);
  const id = useId();
  const form = useCheckoutForm(CUSTOMER_TERMS_MESSAGE);
  const company = useCompanyLookup(form);

  const booking = useMutation({
    mutationFn: async ({ uuid, body }: { uuid: string; body: BookCartBySellerBody }) => {
      const transport = browserTransport({ idempotencyKey: idempotencyKeyFor(uuid, body) });
      return (await callApi(transport, bookCartBySeller, { params: { id: uuid }, body })).data;
    },
    ...bookingRetry,
    onSuccess: async (data) => {
      setBooked({ number: data.project.number });
      await clearSellerOrder({ newCustomer: true });
      void queryClient.invalidateQueries({ queryKey: ["seller-dashboard"] });
    },
    onError: (error) => setFailure(bookingFailure(error, form, "seller")),
  });

  const submit = useCheckoutSubmit(form, {
    id,
    viewer: "seller",
    company,
    book: async (contactInformation) => {
      setFailure(null);
      if (!cart) return;
      const state = useOrderStore.getState();
      const inspection = state.inspectionTopic.length > 0 && state.inspectionDateTime !== null;
      const body: BookCartBySellerBody = {
        contactInformation,
        acceptedTerms: true,
        sellerDescription: state.sellerDescription?.trim() ? state.sellerDescription.trim() : null,
        ...(inspection && { inspectionTopic: state.inspectionTopic, inspectionMode: storedInspectionMode() }),
      };
      await booking.mutateAsync({ uuid: cart.uuid, body }).catch(() => undefined);
    },
  });

  if (booked) {
    return (
      <div className="container checkout">
        <h1>Bestillingen er registrert</h1>
        <Alert type="success" title={`Prosjekt ${booked.number}`} data-testid="seller-booked">
          <p>Kunden får en bekreftelse på SMS og e-post. Du er fortsatt logget inn som deg selv.</p>
        </Alert>
        <p className="seller-actions">
          <Link to={paths.sellerDesk} className={buttonClassName()}>
            Tilbake til selgersiden
          </Link>
        </p>
      </div>
    );
  }

  if (!hydrated || !cartChecked || !cart || cart.lineItems.length === 0) {
    return <CheckoutWithoutCart viewer="seller" loading={!hydrated || !cartChecked} failure={failure} />;
  }

  return (
    <div className="container checkout">
      <h1>Bestill for kunden</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          <PhoneSection id={id} form={form} viewer="seller" />

          <form
            className="checkout__form"
            noValidate
            onSubmit={submit}
            aria-labelledby={`${id}-contact-heading`}
          >
            <ContactSections id={id} form={form} company={company} viewer="seller" />

            <section className="checkout__section" aria-labelledby={`${id}-seller-heading`}>
              <h2 id={`${id}-seller-heading`}>4. Fra butikken</h2>
              <SellerDescriptionField error={form.formState.errors.root?.sellerDescription?.message} />
            </section>

            <OrderEnd form={form} viewer="seller" failure={failure} busy={booking.isPending}>
              Bestill for kunden
            </OrderEnd>
          </form>
        </div>

        <CheckoutSummary id={id} viewer="seller" cart={cart} />
      </div>
    </div>
  );
}
