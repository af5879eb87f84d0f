import { type BookCartBySellerBody, bookCartBySeller } from "@mt/contract/seller";
import { formatPrice } from "@mt/domain/format/price";
import { paths } from "@mt/domain/routes/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
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
import { browserTransport, callApi } from "../../lib/api";
import { bookingRetry, idempotencyKeyFor, storedInspectionMode } from "../../lib/order/booking-session";
import { bookingCompany, useCheckoutForm } from "../../lib/order/checkout-form";
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
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
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
    onError: (error) =>
      setFailure(
        bookingFailure(error, {
          form,
          onPhoneError: setPhoneError,
          onSellerDescription: setDescriptionError,
        }),
      ),
  });

  function phoneVerified(): boolean {
    const info = useOrderStore.getState().contactInformation;
    if (info.phoneVerificationToken && info.phoneNumber) return true;
    setPhoneError("Kundens telefonnummer er ikke bekreftet.");
    return false;
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDescriptionError(null);
    const state = useOrderStore.getState();
    const info = state.contactInformation;
    if (!info.phoneVerificationToken || !info.phoneNumber) {
      setPhoneError("Kundens telefonnummer er ikke bekreftet.");
      document.getElementById(`${id}-phone-section`)?.focus();
      return;
    }
    if (!cart) return;
    const inspection = state.inspectionTopic.length > 0 && state.inspectionDateTime !== null;
    const body: BookCartBySellerBody = {
      contactInformation: {
        address: values.address,
        additionalInfo: values.additionalInfo,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phoneNumber: info.phoneNumber,
        phoneVerificationToken: info.phoneVerificationToken,
        company: bookingCompany(values, company.found),
      },
      acceptedTerms: true,
      sellerDescription: state.sellerDescription?.trim() ? state.sellerDescription.trim() : null,
      ...(inspection && { inspectionTopic: state.inspectionTopic, inspectionMode: storedInspectionMode() }),
    };
    await booking.mutateAsync({ uuid: cart.uuid, body }).catch(() => undefined);
  }, phoneVerified);

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

  if (!hydrated || !cartChecked) {
    return (
      <div className="container checkout">
        <h1>Bestill for kunden</h1>
        <Spinner />
      </div>
    );
  }

  if (!cart || cart.lineItems.length === 0) {
    return (
      <div className="container checkout">
        <h1>Bestill for kunden</h1>
        {failure ? <Alert type="error">{failure}</Alert> : null}
        <p>Handlekurven er tom.</p>
        <Link to={paths.allJobs} className={buttonClassName()}>
          Se alle jobber
        </Link>
      </div>
    );
  }

  return (
    <div className="container checkout">
      <h1>Bestill for kunden</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          <PhoneSection
            id={id}
            heading="1. Bekreft kundens telefonnummer"
            hint="Vi sender en kode på SMS til kundens telefon. Be kunden lese opp koden, og skriv den inn her."
            phoneLabel="Kundens telefonnummer"
            confirmLabel="Bekreft kundens telefonnummer"
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
              contactHeading="2. Kunden og adressen"
              companyLabel="Kunden bestiller for en bedrift"
              autoComplete={false}
            />

            <section className="checkout__section" aria-labelledby={`${id}-seller-heading`}>
              <h2 id={`${id}-seller-heading`}>4. Fra butikken</h2>
              <SellerDescriptionField />
              {descriptionError && (
                <p className="form-field__error" role="alert">
                  {descriptionError}
                </p>
              )}
            </section>

            <OrderEnd form={form} termsLead="Kunden godtar" failure={failure} busy={booking.isPending}>
              Bestill for kunden
            </OrderEnd>
          </form>
        </div>

        <aside className="checkout__summary" aria-labelledby={`${id}-summary-heading`}>
          <h2 id={`${id}-summary-heading`}>Bestillingen</h2>
          <ul>
            {cart.lineItems.map((line) => (
              <li key={line.id}>
                <span>{line.data.title}</span> <span>{formatPrice(line.data.totals.totalOre)}</span>
              </li>
            ))}
          </ul>
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
