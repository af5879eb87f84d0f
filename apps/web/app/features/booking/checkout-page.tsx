import { type BookCartBody, bookCart } from "@mt/contract/booking";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { paths, routes } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
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
import { browserTransport, callApi } from "../../lib/api";
import { cartItems, trackEcommerce } from "../../lib/ecommerce-events";
import {
  bookingRetry,
  forgetBookingAttempt,
  idempotencyKeyFor,
  storedInspectionMode,
} from "../../lib/order/booking-session";
import { useCheckoutForm } from "../../lib/order/checkout-form";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { useFreshCart } from "../../lib/order/use-fresh-cart";
import { ReservationCountdown, useReservation } from "./reservation-countdown";
import "./booking.css";

export const TERMS_MESSAGE = "Du må godta vilkårene";

/** /order/checkout: contact information, phone verification, company, terms, the reservation countdown. */
export function CheckoutPage({
  postCodeSlot,
  reminderSlot,
}: {
  postCodeSlot?: ReactNode;
  /** "Not ready yet? Send me the cart", for this cart and email. */
  reminderSlot?: (cart: { uuid: string; email: string }) => ReactNode;
}) {
  const hydrated = useOrderHydrated();
  const navigate = useNavigate();
  const cart = useOrderStore((s) => s.cart);
  const saved = useOrderStore((s) => s.contactInformation);
  const inspectionTopic = useOrderStore((s) => s.inspectionTopic);
  const inspectionDateTime = useOrderStore((s) => s.inspectionDateTime);
  const cartChecked = useFreshCart().isFetched;
  const { state: reservation, remainingMs } = useReservation(
    hydrated && cartChecked ? (cart?.uuid ?? null) : null,
  );
  const [failure, setFailure] = useState<ReactNode>(null);
  const tracked = useRef(false);
  const id = useId();
  const form = useCheckoutForm(TERMS_MESSAGE);
  const company = useCompanyLookup(form);
  const inspection = inspectionTopic.length > 0 && inspectionDateTime !== null;

  useEffect(() => {
    if (!cartChecked || !cart || tracked.current || cart.lineItems.length === 0) return;
    tracked.current = true;
    trackEcommerce("begin_checkout", cartItems(cart));
  }, [cartChecked, cart]);

  /** One booking attempt: the same Idempotency-Key for every retry, so a retry gets the same project. */
  const booking = useMutation({
    mutationFn: async ({ uuid, body }: { uuid: string; body: BookCartBody }) => {
      const transport = browserTransport({ idempotencyKey: idempotencyKeyFor(uuid, body) });
      return (await callApi(transport, bookCart, { params: { id: uuid }, body })).data;
    },
    ...bookingRetry,
    onSuccess: (data) => {
      forgetBookingAttempt();
      navigate(routes.orderConfirmationPage(data.project.uuid));
    },
    onError: (error) => setFailure(bookingFailure(error, form, "customer")),
  });

  const submit = useCheckoutSubmit(form, {
    id,
    viewer: "customer",
    company,
    book: async (contactInformation) => {
      setFailure(null);
      if (!cart) return;
      const body: BookCartBody = {
        contactInformation,
        acceptedTerms: true,
        ...(inspection && { inspectionTopic, inspectionMode: storedInspectionMode() }),
      };
      const store = useOrderStore.getState();
      store.replace({
        ...store,
        contactInformation: { ...store.contactInformation, company: contactInformation.company ?? null },
      });
      await booking.mutateAsync({ uuid: cart.uuid, body }).catch(() => undefined);
    },
  });

  if (!hydrated || !cartChecked || !cart || cart.lineItems.length === 0) {
    return (
      <CheckoutWithoutCart
        viewer="customer"
        loading={!hydrated || !cartChecked}
        failure={failure}
        notice={reservation.kind === "gone" && <Alert type="error">{reservation.message}</Alert>}
      />
    );
  }

  return (
    <div className="container checkout">
      <div className="checkout__heading">
        <h1>Bestilling</h1>
        {postCodeSlot}
      </div>
      <div className="checkout__layout">
        <div className="checkout__main">
          {reservation.kind === "active" && <ReservationCountdown remainingMs={remainingMs} />}
          {(reservation.kind === "expired" || reservation.kind === "none") && (
            <Alert type="warning" title="Tidspunktet er ikke lenger reservert">
              Reservasjonen av tidspunktet er utløpt.{" "}
              <Link to={paths.chooseTime}>Velg et nytt tidspunkt</Link>
            </Alert>
          )}

          <PhoneSection id={id} form={form} viewer="customer" />

          <form
            className="checkout__form"
            noValidate
            onSubmit={submit}
            aria-labelledby={`${id}-contact-heading`}
          >
            <ContactSections id={id} form={form} company={company} viewer="customer" />

            <OrderEnd
              form={form}
              viewer="customer"
              failure={failure}
              busy={booking.isPending || booking.isSuccess}
            >
              {inspection ? "Bestill befaring" : "Bestill jobben"}
            </OrderEnd>
          </form>
          {reminderSlot?.({ uuid: cart.uuid, email: saved.email })}
        </div>

        <CheckoutSummary
          id={id}
          viewer="customer"
          cart={cart}
          time={
            reservation.kind === "active" && (
              <p>
                {inspection ? "Befaring" : "Montøren kommer"}{" "}
                <strong>
                  {formatDayWindow(
                    reservation.reservation.windowStartsAt,
                    reservation.reservation.windowEndsAt,
                  )}
                </strong>
              </p>
            )
          }
        />
      </div>
    </div>
  );
}
