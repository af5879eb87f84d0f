import { zodResolver } from "@hookform/resolvers/zod";
import { sendVerificationCode, verifyPhoneNumber } from "@mt/contract/auth";
import { bookingCompanySchema, bookingContactInformationSchema } from "@mt/contract/booking";
import { type BookCartBySellerBody, bookCartBySeller } from "@mt/contract/seller";
import { formatPrice } from "@mt/domain/format/price";
import { paths } from "@mt/domain/routes/routes";
import { isCartClearingCode, isPriceChangeCode } from "@mt/domain/state/cart";
import { organisationNumberSchema } from "@mt/domain/validation/field-schemas";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { PhoneCodeFlow } from "../../components/phone-code-form";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClassName } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, browserFetch, browserTransport, callApi, errorCode, errorMessage } from "../../lib/api";
import {
  forgetBookingAttempt,
  idempotencyKeyFor,
  storedInspectionMode,
} from "../../lib/order/booking-session";
import { refreshCart } from "../../lib/order/cart-calls";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { useFreshCart } from "../../lib/order/use-fresh-cart";
import { clearSellerOrder } from "./order-reset";
import { SellerDescriptionField } from "./seller-cart-panel";
import "./seller.css";

const contact = bookingContactInformationSchema.shape;
export const CUSTOMER_TERMS_MESSAGE = "Kunden må godta vilkårene";

/** The customer's contact information, with the same field rules as the customer's own checkout. */
export const sellerCheckoutSchema = z
  .object({
    address: contact.address,
    additionalInfo: contact.additionalInfo,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    isCompany: z.boolean(),
    organizationNumber: z.string(),
    companyName: z.string(),
    acceptedTerms: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (!value.acceptedTerms)
      ctx.addIssue({ code: "custom", path: ["acceptedTerms"], message: CUSTOMER_TERMS_MESSAGE });
    if (!value.isCompany) return;
    const number = organisationNumberSchema.safeParse(value.organizationNumber);
    if (!number.success)
      ctx.addIssue({
        code: "custom",
        path: ["organizationNumber"],
        message: number.error.issues[0]?.message ?? "",
      });
    const name = bookingCompanySchema.shape.name.safeParse(value.companyName);
    if (!name.success)
      ctx.addIssue({ code: "custom", path: ["companyName"], message: name.error.issues[0]?.message ?? "" });
  });
type FormInput = z.input<typeof sellerCheckoutSchema>;
type FormOutput = z.output<typeof sellerCheckoutSchema>;

function formField(serverKey: string): FieldPath<FormInput> | "phone" | "sellerDescription" | null {
  const key = serverKey.replace(/^body\./, "").replace(/^contactInformation\./, "");
  const map: Record<string, FieldPath<FormInput> | "phone" | "sellerDescription"> = {
    address: "address",
    additionalInfo: "additionalInfo",
    firstName: "firstName",
    lastName: "lastName",
    email: "email",
    phoneNumber: "phone",
    phoneVerificationToken: "phone",
    "company.organizationNumber": "organizationNumber",
    "company.name": "companyName",
    acceptedTerms: "acceptedTerms",
    sellerDescription: "sellerDescription",
  };
  return map[key] ?? null;
}

const retryable = (error: unknown) =>
  error instanceof ApiError && (error.error.status === null || error.error.code === "IDEMPOTENCY_KEY_IN_USE");

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
  const saved = useOrderStore((s) => s.contactInformation);
  const cartChecked = useFreshCart().isFetched;
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReactNode>(null);
  const [booked, setBooked] = useState<{ number: number } | null>(null);
  const id = useId();

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(sellerCheckoutSchema),
    defaultValues: {
      address: "",
      additionalInfo: "",
      firstName: "",
      lastName: "",
      email: "",
      isCompany: false,
      organizationNumber: "",
      companyName: "",
      acceptedTerms: false,
    },
  });
  const { errors } = form.formState;
  const isCompany = form.watch("isCompany");

  useEffect(() => {
    if (!hydrated) return;
    const info = useOrderStore.getState().contactInformation;
    form.reset({
      address: info.address,
      additionalInfo: info.additionalInfo,
      firstName: info.firstName,
      lastName: info.lastName,
      email: info.email,
      isCompany: info.company !== null,
      organizationNumber: info.company?.organizationNumber ?? "",
      companyName: info.company?.name ?? "",
      acceptedTerms: false,
    });
  }, [hydrated, form]);

  // What the seller types is kept in the order state until the booking (or "Tøm") clears it.
  useEffect(() => {
    const subscription = form.watch((values) => {
      const store = useOrderStore.getState();
      store.replace({
        ...store,
        contactInformation: {
          ...store.contactInformation,
          address: values.address ?? "",
          additionalInfo: values.additionalInfo ?? "",
          firstName: values.firstName ?? "",
          lastName: values.lastName ?? "",
          email: values.email ?? "",
        },
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const booking = useMutation({
    mutationFn: async ({ uuid, body }: { uuid: string; body: BookCartBySellerBody }) => {
      const transport = browserTransport({ idempotencyKey: idempotencyKeyFor(uuid, body) });
      return (await callApi(transport, bookCartBySeller, { params: { id: uuid }, body })).data;
    },
    retry: (failures, error) => failures < 2 && retryable(error),
    retryDelay: (failures) => 1000 * (failures + 1),
    onSuccess: async (data) => {
      setBooked({ number: data.project.number });
      await clearSellerOrder({ newCustomer: true });
      void queryClient.invalidateQueries({ queryKey: ["seller-dashboard"] });
    },
    onError: (error) => showBookingError(error),
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
    const company = values.isCompany
      ? { name: values.companyName, organizationNumber: values.organizationNumber.replace(/\s/g, "") }
      : null;
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
        company,
      },
      acceptedTerms: true,
      sellerDescription: state.sellerDescription?.trim() ? state.sellerDescription.trim() : null,
      ...(inspection && { inspectionTopic: state.inspectionTopic, inspectionMode: storedInspectionMode() }),
    };
    await booking.mutateAsync({ uuid: cart.uuid, body }).catch(() => undefined);
  }, phoneVerified);

  function showBookingError(error: unknown) {
    const code = errorCode(error);
    if (isCartClearingCode(code)) {
      useOrderStore.getState().reset("cart");
      forgetBookingAttempt();
      setFailure(
        <>
          {errorMessage(error)} <Link to={paths.allJobs}>Se alle jobber</Link>
        </>,
      );
      return;
    }
    if (isPriceChangeCode(code)) {
      void refreshCart().catch(() => null);
      setFailure(
        <>
          {errorMessage(error)} <Link to={paths.cart}>Se handlekurven</Link>
        </>,
      );
      return;
    }
    if (code === "TIMESLOT_TAKEN" || code === "NO_RESERVATION") {
      setFailure(
        <>
          {errorMessage(error)} <Link to={paths.chooseTime}>Velg et nytt tidspunkt</Link>
        </>,
      );
      return;
    }
    if (code === "PHONE_NOT_VERIFIED") {
      const store = useOrderStore.getState();
      store.replace({
        ...store,
        contactInformation: { ...store.contactInformation, phoneVerificationToken: null },
      });
      setPhoneError(errorMessage(error));
      return;
    }
    if (error instanceof ApiError && Object.keys(error.error.fieldErrors).length > 0) {
      const rest: string[] = [];
      for (const [key, messages] of Object.entries(error.error.fieldErrors)) {
        const field = formField(key);
        const message = messages.join("\n");
        if (field === "phone") setPhoneError(message);
        else if (field === "sellerDescription") setDescriptionError(message);
        else if (field) form.setError(field, { message });
        else rest.push(message);
      }
      setFailure(rest.length > 0 ? rest.join("\n") : "Sjekk feltene som er merket.");
      return;
    }
    setFailure(errorMessage(error));
  }

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

  const verifiedPhone = saved.phoneVerificationToken ? saved.phoneNumber : null;

  return (
    <div className="container checkout">
      <h1>Bestill for kunden</h1>
      <div className="checkout__layout">
        <div className="checkout__main">
          <section
            className="checkout__section"
            aria-labelledby={`${id}-phone-heading`}
            id={`${id}-phone-section`}
            tabIndex={-1}
          >
            <h2 id={`${id}-phone-heading`}>1. Bekreft kundens telefonnummer</h2>
            {verifiedPhone ? (
              <div className="checkout__verified" data-testid="phone-verified">
                <p>
                  <span aria-hidden="true">✓ </span>
                  {formatPhone(verifiedPhone)} er bekreftet.
                </p>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    const store = useOrderStore.getState();
                    store.replace({
                      ...store,
                      contactInformation: { ...store.contactInformation, phoneVerificationToken: null },
                    });
                  }}
                >
                  Bytt telefonnummer
                </button>
              </div>
            ) : (
              <>
                <p className="checkout__hint">
                  Vi sender en kode på SMS til kundens telefon. Be kunden lese opp koden, og skriv den inn
                  her.
                </p>
                <PhoneCodeFlow
                  phoneLabel="Kundens telefonnummer"
                  initialPhone={saved.phoneNumber}
                  sendCode={(phone) =>
                    callApi(browserFetch, sendVerificationCode, { body: { phone_number: phone } })
                  }
                  confirm={async (phone, code) =>
                    (await callApi(browserFetch, verifyPhoneNumber, { body: { phone_number: phone, code } }))
                      .data
                  }
                  onSuccess={(result) => {
                    setPhoneError(null);
                    const store = useOrderStore.getState();
                    store.replace({
                      ...store,
                      contactInformation: {
                        ...store.contactInformation,
                        phoneNumber: result.phoneNumber,
                        phoneVerificationToken: result.phoneVerificationToken,
                      },
                    });
                  }}
                  confirmLabel="Bekreft kundens telefonnummer"
                />
              </>
            )}
            {phoneError && (
              <p className="form-field__error" role="alert">
                {phoneError}
              </p>
            )}
          </section>

          <form
            className="checkout__form"
            noValidate
            onSubmit={submit}
            aria-labelledby={`${id}-contact-heading`}
          >
            <section className="checkout__section">
              <h2 id={`${id}-contact-heading`}>2. Kunden og adressen</h2>
              <FormField label="Adresse" error={errors.address?.message}>
                {(control) => <input autoComplete="off" {...control} {...form.register("address")} />}
              </FormField>
              <FormField label="Mer om adressen eller jobben" optional error={errors.additionalInfo?.message}>
                {(control) => <textarea rows={3} {...control} {...form.register("additionalInfo")} />}
              </FormField>
              <div className="checkout__pair">
                <FormField label="Fornavn" error={errors.firstName?.message}>
                  {(control) => <input autoComplete="off" {...control} {...form.register("firstName")} />}
                </FormField>
                <FormField label="Etternavn" error={errors.lastName?.message}>
                  {(control) => <input autoComplete="off" {...control} {...form.register("lastName")} />}
                </FormField>
              </div>
              <FormField label="E-post" error={errors.email?.message}>
                {(control) => (
                  <input type="email" autoComplete="off" {...control} {...form.register("email")} />
                )}
              </FormField>
            </section>

            <section className="checkout__section" aria-labelledby={`${id}-company-heading`}>
              <h2 id={`${id}-company-heading`}>3. Bedrift</h2>
              <FormField check label="Kunden bestiller for en bedrift">
                {(control) => <input type="checkbox" {...control} {...form.register("isCompany")} />}
              </FormField>
              {isCompany && (
                <>
                  <FormField label="Organisasjonsnummer" error={errors.organizationNumber?.message}>
                    {(control) => (
                      <input inputMode="numeric" {...control} {...form.register("organizationNumber")} />
                    )}
                  </FormField>
                  <FormField label="Bedriftens navn" error={errors.companyName?.message}>
                    {(control) => <input autoComplete="off" {...control} {...form.register("companyName")} />}
                  </FormField>
                </>
              )}
            </section>

            <section className="checkout__section" aria-labelledby={`${id}-seller-heading`}>
              <h2 id={`${id}-seller-heading`}>4. Fra butikken</h2>
              <SellerDescriptionField />
              {descriptionError && (
                <p className="form-field__error" role="alert">
                  {descriptionError}
                </p>
              )}
              <FormField
                check
                label={
                  <>
                    Kunden godtar{" "}
                    <a href={paths.terms} target="_blank" rel="noreferrer">
                      avtalevilkårene
                    </a>
                  </>
                }
                error={errors.acceptedTerms?.message}
              >
                {(control) => <input type="checkbox" {...control} {...form.register("acceptedTerms")} />}
              </FormField>
            </section>

            <div aria-live="polite">
              {failure && (
                <Alert type="error" className="checkout__failure">
                  {failure}
                </Alert>
              )}
            </div>
            <Button type="submit" busy={booking.isPending} className="checkout__submit">
              Bestill for kunden
            </Button>
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
