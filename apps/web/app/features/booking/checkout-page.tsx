import { type BookCartBody, bookCart } from "@mt/contract/booking";
import { formatPrice } from "@mt/domain/format/price";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { paths, routes } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  bookingFailure,
  ContactSections,
  OrderEnd,
  PhoneSection,
  useCompanyLookup,
} from "../../components/checkout-sections";
import { Alert } from "../../components/ui/alert";
import { buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { cartItems, trackEcommerce } from "../../lib/analytics";
import { browserTransport, callApi } from "../../lib/api";
import {
  bookingRetry,
  forgetBookingAttempt,
  idempotencyKeyFor,
  storedInspectionMode,
} from "../../lib/order/booking-session";
import { bookingCompany, useCheckoutForm } from "../../lib/order/checkout-form";
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
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  const tracked = useRef(false);
  const id = useId();
  const form = useCheckoutForm(TERMS_MESSAGE);
  const company = useCompanyLookup(form);

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
    onError: (error) => setFailure(bookingFailure(error, { form, onPhoneError: setPhoneError })),
  });

  /** The phone must be verified; said together with the form's own messages. */
  function phoneVerified(): boolean {
    const info = useOrderStore.getState().contactInformation;
    if (info.phoneVerificationToken && info.phoneNumber) return true;
    setPhoneError("Telefonnummeret er ikke bekreftet.");
    return false;
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const info = useOrderStore.getState().contactInformation;
    if (!info.phoneVerificationToken || !info.phoneNumber) {
      setPhoneError("Telefonnummeret er ikke bekreftet.");
      document.getElementById(`${id}-phone-section`)?.focus();
      return;
    }
    if (!cart) return;
    const companyBody = bookingCompany(values, company.found);
    const inspection = inspectionTopic.length > 0 && inspectionDateTime !== null;
    const body: BookCartBody = {
      contactInformation: {
        address: values.address,
        additionalInfo: values.additionalInfo,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phoneNumber: info.phoneNumber,
        phoneVerificationToken: info.phoneVerificationToken,
        company: companyBody,
      },
      acceptedTerms: true,
      ...(inspection && { inspectionTopic, inspectionMode: storedInspectionMode() }),
    };
    const store = useOrderStore.getState();
    store.replace({ ...store, contactInformation: { ...store.contactInformation, company: companyBody } });
    await booking.mutateAsync({ uuid: cart.uuid, body }).catch(() => undefined);
  }, phoneVerified);

  if (!hydrated || !cartChecked) {
    return (
      <div className="container checkout">
        <h1>Bestilling</h1>
        <Spinner />
      </div>
    );
  }

  if (!cart || cart.lineItems.length === 0) {
    return (
      <div className="container checkout">
        <h1>Bestilling</h1>
        {failure ? <Alert type="error">{failure}</Alert> : null}
        {reservation.kind === "gone" && <Alert type="error">{reservation.message}</Alert>}
        <p>Handlekurven er tom.</p>
        <Link to={paths.allJobs} className={buttonClassName()}>
          Se alle jobber
        </Link>
      </div>
    );
  }

  const inspection = inspectionTopic.length > 0 && inspectionDateTime !== null;

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

          <PhoneSection
            id={id}
            heading="1. Bekreft telefonnummeret ditt"
            hint="Vi sender en kode på SMS. Den bekrefter at nummeret er ditt."
            confirmLabel="Bekreft telefonnummer"
            error={phoneError}
            onVerified={() => setPhoneError(null)}
          />

          <form
            className="checkout__form"
            noValidate
            onSubmit={submit}
            aria-labelledby={`${id}-contact-heading`}
          >
            <ContactSections
              id={id}
              form={form}
              company={company}
              contactHeading="2. Hvor og hvem"
              companyLabel="Jeg bestiller for en bedrift"
            />

            <OrderEnd
              form={form}
              termsLead="Jeg godtar"
              failure={failure}
              busy={booking.isPending || booking.isSuccess}
            >
              {inspection ? "Bestill befaring" : "Bestill jobben"}
            </OrderEnd>
          </form>
          {reminderSlot?.({ uuid: cart.uuid, email: saved.email })}
        </div>

        <aside className="checkout__summary" aria-labelledby={`${id}-summary-heading`}>
          <h2 id={`${id}-summary-heading`}>Din bestilling</h2>
          <ul>
            {cart.lineItems.map((line) => (
              <li key={line.id}>
                <span>{line.data.title}</span> <span>{formatPrice(line.data.totals.totalOre)}</span>
              </li>
            ))}
          </ul>
          {reservation.kind === "active" && (
            <p>
              {inspection ? "Befaring" : "Montøren kommer"}{" "}
              <strong>
                {formatDayWindow(
                  reservation.reservation.windowStartsAt,
                  reservation.reservation.windowEndsAt,
                )}
              </strong>
            </p>
          )}
          <p className="checkout__total">
            Totalt <strong>{formatPrice(cart.totals.totalOre)}</strong>
          </p>
          <p className="checkout__hint">Herav mva. {formatPrice(cart.totals.vatOre)}</p>
          <Link to={paths.chooseTime}>Endre tidspunkt</Link>
        </aside>
      </div>
    </div>
  );
}
