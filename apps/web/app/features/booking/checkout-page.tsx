import { zodResolver } from "@hookform/resolvers/zod";
import { sendVerificationCode, verifyPhoneNumber } from "@mt/contract/auth";
import {
  type BookCartBody,
  bookCart,
  bookingCompanySchema,
  bookingContactInformationSchema,
  lookupOrganizationNumber,
} from "@mt/contract/booking";
import type { Company } from "@mt/domain/entities/company";
import { formatDateTimeLong, formatInOslo } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { paths, routes } from "@mt/domain/routes/routes";
import { isCartClearingCode, isPriceChangeCode } from "@mt/domain/state/cart";
import { organisationNumberSchema } from "@mt/domain/validation/field-schemas";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { PhoneCodeFlow } from "../../components/phone-code-form";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClassName } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { cartItems, trackEcommerce } from "../../lib/analytics";
import { ApiError, browserFetch, browserTransport, callApi, errorCode, errorMessage } from "../../lib/api";
import {
  forgetBookingAttempt,
  idempotencyKeyFor,
  storedInspectionMode,
} from "../../lib/order/booking-session";
import { refreshCart } from "../../lib/order/cart-calls";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { useFreshCart } from "../../lib/order/use-fresh-cart";
import { ReservationCountdown, useReservation } from "./reservation-countdown";
import "./booking.css";

const contact = bookingContactInformationSchema.shape;
export const TERMS_MESSAGE = "Du må godta vilkårene";

/** The checkout form, with the contract's field rules and the domain's messages. */
export const checkoutFormSchema = z
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
      ctx.addIssue({ code: "custom", path: ["acceptedTerms"], message: TERMS_MESSAGE });
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
type FormInput = z.input<typeof checkoutFormSchema>;
type FormOutput = z.output<typeof checkoutFormSchema>;

/** Server field names (`contactInformation.company.name`) as the form's fields. */
export function formField(serverKey: string): FieldPath<FormInput> | "phone" | null {
  const key = serverKey.replace(/^body\./, "").replace(/^contactInformation\./, "");
  const map: Record<string, FieldPath<FormInput> | "phone"> = {
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
  };
  return map[key] ?? null;
}

/** A booking whose answer never came (network) or whose key is still being booked is tried again. */
const BOOKING_RETRIES = 2;
const retryable = (error: unknown) =>
  error instanceof ApiError && (error.error.status === null || error.error.code === "IDEMPOTENCY_KEY_IN_USE");

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
  const [company, setCompany] = useState<Company | null>(null);
  const tracked = useRef(false);
  const id = useId();

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(checkoutFormSchema),
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

  // The saved contact information fills the form once the order state is read.
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
    setCompany(info.company);
  }, [hydrated, form]);

  // What the customer types is kept in the order state ("contactInformation").
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

  useEffect(() => {
    if (!cartChecked || !cart || tracked.current || cart.lineItems.length === 0) return;
    tracked.current = true;
    trackEcommerce("begin_checkout", cartItems(cart));
  }, [cartChecked, cart]);

  const isCompany = form.watch("isCompany");

  const companyLookup = useMutation({
    mutationFn: async (organizationNumber: string) =>
      (await callApi(browserFetch, lookupOrganizationNumber, { params: { n: organizationNumber } })).data,
    onSuccess: (found) => {
      setCompany(found);
      form.setValue("companyName", found.name, { shouldValidate: true });
      form.setValue("organizationNumber", found.organizationNumber);
    },
    onError: (error) => {
      setCompany(null);
      form.setError("organizationNumber", { message: errorMessage(error) });
    },
  });

  function findCompany() {
    const number = organisationNumberSchema.safeParse(form.getValues("organizationNumber"));
    if (!number.success) {
      form.setError("organizationNumber", { message: number.error.issues[0]?.message });
      return;
    }
    form.clearErrors("organizationNumber");
    companyLookup.mutate(number.data);
  }

  /** One booking attempt: the same Idempotency-Key for every retry, so a retry gets the same project. */
  const booking = useMutation({
    mutationFn: async ({ uuid, body }: { uuid: string; body: BookCartBody }) => {
      const transport = browserTransport({ idempotencyKey: idempotencyKeyFor(uuid, body) });
      return (await callApi(transport, bookCart, { params: { id: uuid }, body })).data;
    },
    retry: (failures, error) => failures < BOOKING_RETRIES && retryable(error),
    retryDelay: (failures) => 1000 * (failures + 1),
    onSuccess: (data) => {
      forgetBookingAttempt();
      navigate(routes.orderConfirmationPage(data.project.uuid));
    },
    onError: (error) => showBookingError(error),
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
    const companyBody = values.isCompany
      ? {
          ...(company?.organizationNumber === values.organizationNumber.replace(/\s/g, "") ? company : {}),
          name: values.companyName,
          organizationNumber: values.organizationNumber.replace(/\s/g, ""),
        }
      : null;
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
        else if (field) form.setError(field, { message });
        else rest.push(message);
      }
      setFailure(rest.length > 0 ? rest.join("\n") : "Sjekk feltene som er merket.");
      return;
    }
    setFailure(errorMessage(error));
  }

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

  const verifiedPhone = saved.phoneVerificationToken ? saved.phoneNumber : null;
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

          <section
            className="checkout__section"
            aria-labelledby={`${id}-phone-heading`}
            id={`${id}-phone-section`}
            tabIndex={-1}
          >
            <h2 id={`${id}-phone-heading`}>1. Bekreft telefonnummeret ditt</h2>
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
                <p className="checkout__hint">Vi sender en kode på SMS. Den bekrefter at nummeret er ditt.</p>
                <PhoneCodeFlow
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
                  confirmLabel="Bekreft telefonnummer"
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
              <h2 id={`${id}-contact-heading`}>2. Hvor og hvem</h2>
              <FormField label="Adresse" error={errors.address?.message}>
                {(control) => (
                  <input autoComplete="street-address" {...control} {...form.register("address")} />
                )}
              </FormField>
              <FormField label="Mer om adressen eller jobben" optional error={errors.additionalInfo?.message}>
                {(control) => <textarea rows={3} {...control} {...form.register("additionalInfo")} />}
              </FormField>
              <div className="checkout__pair">
                <FormField label="Fornavn" error={errors.firstName?.message}>
                  {(control) => (
                    <input autoComplete="given-name" {...control} {...form.register("firstName")} />
                  )}
                </FormField>
                <FormField label="Etternavn" error={errors.lastName?.message}>
                  {(control) => (
                    <input autoComplete="family-name" {...control} {...form.register("lastName")} />
                  )}
                </FormField>
              </div>
              <FormField label="E-post" error={errors.email?.message}>
                {(control) => (
                  <input type="email" autoComplete="email" {...control} {...form.register("email")} />
                )}
              </FormField>
            </section>

            <section className="checkout__section" aria-labelledby={`${id}-company-heading`}>
              <h2 id={`${id}-company-heading`}>3. Bedrift</h2>
              <FormField check label="Jeg bestiller for en bedrift">
                {(control) => <input type="checkbox" {...control} {...form.register("isCompany")} />}
              </FormField>
              {isCompany && (
                <>
                  <div className="checkout__lookup">
                    <FormField label="Organisasjonsnummer" error={errors.organizationNumber?.message}>
                      {(control) => (
                        <input inputMode="numeric" {...control} {...form.register("organizationNumber")} />
                      )}
                    </FormField>
                    <Button variant="secondary" busy={companyLookup.isPending} onClick={findCompany}>
                      Hent bedrift
                    </Button>
                  </div>
                  <FormField label="Bedriftens navn" error={errors.companyName?.message}>
                    {(control) => (
                      <input autoComplete="organization" {...control} {...form.register("companyName")} />
                    )}
                  </FormField>
                  {company && company.organizationNumber === form.getValues("organizationNumber") && (
                    <p className="checkout__hint" data-testid="company-found">
                      {[
                        company.name,
                        company.address,
                        [company.postCode, company.postArea].filter(Boolean).join(" "),
                      ]
                        .filter(Boolean)
                        .join(", ")}
                    </p>
                  )}
                </>
              )}
            </section>

            <section className="checkout__section">
              <FormField
                check
                label={
                  <>
                    Jeg godtar{" "}
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
            <Button type="submit" busy={booking.isPending || booking.isSuccess} className="checkout__submit">
              {inspection ? "Bestill befaring" : "Bestill jobben"}
            </Button>
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
                {formatDateTimeLong(reservation.reservation.windowStartsAt)}–
                {formatInOslo(reservation.reservation.windowEndsAt, "HH:mm")}
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
