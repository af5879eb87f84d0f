import { sendVerificationCode, verifyPhoneNumber } from "@mt/contract/auth";
import { type BookingContactInformation, lookupOrganizationNumber } from "@mt/contract/booking";
import type { CartView } from "@mt/contract/cart";
import type { Company } from "@mt/domain/entities/company";
import { formatPrice } from "@mt/domain/format/price";
import { paths } from "@mt/domain/routes/routes";
import { isCartClearingCode, isPriceChangeCode } from "@mt/domain/state/cart";
import { organisationNumberSchema } from "@mt/domain/validation/field-schemas";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ApiError, browserFetch, callApi, errorCode, errorMessage } from "../lib/api";
import { forgetBookingAttempt } from "../lib/order/booking-session";
import { refreshCart } from "../lib/order/cart-calls";
import {
  bookingCompany,
  type CheckoutForm,
  checkoutFormField,
  forgetVerifiedPhone,
} from "../lib/order/checkout-form";
import { useOrderStore } from "../lib/order/order-store";
import { PhoneCodeFlow } from "./phone-code-form";
import { Alert } from "./ui/alert";
import { Button, buttonClassName } from "./ui/button";
import { Checkbox } from "./ui/checkbox";
import { FormField } from "./ui/form-field";
import { Spinner } from "./ui/spinner";

/*
 * The parts the customer's checkout and the seller's checkout share: the phone verified by a code,
 * the contact and company fields, and what a refused booking means for the form.
 */

/**
 * Who is at the checkout: the customer booking their own order, or a seller in a store booking for the
 * customer standing there (the customer's phone gets the code and the customer reads it out).
 */
export type CheckoutViewer = "customer" | "seller";

const PHONE_TEXTS: Record<
  CheckoutViewer,
  { heading: string; hint: string; phoneLabel: string; confirmLabel: string; notVerified: string }
> = {
  customer: {
    heading: "1. Bekreft telefonnummeret ditt",
    hint: "Vi sender en kode på SMS. Den bekrefter at nummeret er ditt.",
    phoneLabel: "Telefonnummer",
    confirmLabel: "Bekreft telefonnummer",
    notVerified: "Telefonnummeret er ikke bekreftet.",
  },
  seller: {
    heading: "1. Bekreft kundens telefonnummer",
    hint: "Vi sender en kode på SMS til kundens telefon. Be kunden lese opp koden, og skriv den inn her.",
    phoneLabel: "Kundens telefonnummer",
    confirmLabel: "Bekreft kundens telefonnummer",
    notVerified: "Kundens telefonnummer er ikke bekreftet.",
  },
};

/**
 * The form's submit for either checkout: the fields checked by the form's schema, the phone by the
 * order state's proof (said at the phone section, as the form's `root.phone` error, and focused when
 * it is the only thing missing); then `book` with the booking's contact information.
 */
export function useCheckoutSubmit(
  form: CheckoutForm,
  {
    id,
    viewer,
    company,
    book,
  }: {
    id: string;
    viewer: CheckoutViewer;
    company: ReturnType<typeof useCompanyLookup>;
    book: (contactInformation: BookingContactInformation) => Promise<void>;
  },
) {
  function verifiedPhone() {
    const info = useOrderStore.getState().contactInformation;
    if (info.phoneVerificationToken && info.phoneNumber)
      return { phoneNumber: info.phoneNumber, phoneVerificationToken: info.phoneVerificationToken };
    form.setError("root.phone", { message: PHONE_TEXTS[viewer].notVerified });
    return null;
  }
  return form.handleSubmit(
    async (values) => {
      const phone = verifiedPhone();
      if (!phone) {
        document.getElementById(`${id}-phone-section`)?.focus();
        return;
      }
      await book({
        address: values.address,
        additionalInfo: values.additionalInfo,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        ...phone,
        company: bookingCompany(values, company.found),
      });
    },
    () => void verifiedPhone(),
  );
}

/** "1. …": the phone, verified by a code sent to it; `id` names the section for focus. */
export function PhoneSection({
  id,
  form,
  viewer,
}: {
  id: string;
  form: CheckoutForm;
  viewer: CheckoutViewer;
}) {
  const { heading, hint, phoneLabel, confirmLabel } = PHONE_TEXTS[viewer];
  const error = form.formState.errors.root?.phone?.message;
  const saved = useOrderStore((s) => s.contactInformation);
  const verifiedPhone = saved.phoneVerificationToken ? saved.phoneNumber : null;
  return (
    <section
      className="checkout__section"
      aria-labelledby={`${id}-phone-heading`}
      id={`${id}-phone-section`}
      tabIndex={-1}
    >
      <h2 id={`${id}-phone-heading`}>{heading}</h2>
      {verifiedPhone ? (
        <div className="checkout__verified" data-testid="phone-verified">
          <p>
            <span aria-hidden="true">✓ </span>
            {formatPhone(verifiedPhone)} er bekreftet.
          </p>
          <button type="button" className="link-button" onClick={forgetVerifiedPhone}>
            Bytt telefonnummer
          </button>
        </div>
      ) : (
        <>
          <p className="checkout__hint">{hint}</p>
          <PhoneCodeFlow
            phoneLabel={phoneLabel}
            initialPhone={saved.phoneNumber}
            sendCode={(phone) =>
              callApi(browserFetch, sendVerificationCode, { body: { phone_number: phone } })
            }
            confirm={async (phone, code) =>
              (await callApi(browserFetch, verifyPhoneNumber, { body: { phone_number: phone, code } })).data
            }
            onSuccess={(result) => {
              form.clearErrors("root.phone");
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
            confirmLabel={confirmLabel}
          />
        </>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

const CONTACT_TEXTS: Record<CheckoutViewer, { contactHeading: string; companyLabel: string }> = {
  customer: { contactHeading: "2. Hvor og hvem", companyLabel: "Jeg bestiller for en bedrift" },
  seller: { contactHeading: "2. Kunden og adressen", companyLabel: "Kunden bestiller for en bedrift" },
};

/** The company register's lookup for the form's organisation number; `found` is its answer. */
export function useCompanyLookup(form: CheckoutForm) {
  const [found, setFound] = useState<Company | null>(
    () => useOrderStore.getState().contactInformation.company ?? null,
  );
  const lookup = useMutation({
    mutationFn: async (organizationNumber: string) =>
      (await callApi(browserFetch, lookupOrganizationNumber, { params: { n: organizationNumber } })).data,
    onSuccess: (company) => {
      setFound(company);
      form.setValue("companyName", company.name, { shouldValidate: true });
      form.setValue("organizationNumber", company.organizationNumber);
    },
    onError: (error) => {
      setFound(null);
      form.setError("organizationNumber", { message: errorMessage(error) });
    },
  });
  function find() {
    const number = organisationNumberSchema.safeParse(form.getValues("organizationNumber"));
    if (!number.success) {
      form.setError("organizationNumber", { message: number.error.issues[0]?.message });
      return;
    }
    form.clearErrors("organizationNumber");
    lookup.mutate(number.data);
  }
  return { found, find, busy: lookup.isPending };
}

/**
 * "2. …" and "3. Bedrift": address, names and email, and the company (looked up in the register).
 * Autocomplete is off for a seller: on a store's shared computer the browser must not offer the last
 * customer's details.
 */
export function ContactSections({
  id,
  form,
  company,
  viewer,
}: {
  id: string;
  form: CheckoutForm;
  company: ReturnType<typeof useCompanyLookup>;
  viewer: CheckoutViewer;
}) {
  const { contactHeading, companyLabel } = CONTACT_TEXTS[viewer];
  const autoComplete = viewer === "customer";
  const { errors } = form.formState;
  const isCompany = form.watch("isCompany");
  const auto = (token: string) => (autoComplete ? token : "off");
  const { found } = company;
  return (
    <>
      <section className="checkout__section">
        <h2 id={`${id}-contact-heading`}>{contactHeading}</h2>
        <FormField label="Adresse" error={errors.address?.message}>
          {(control) => (
            <input autoComplete={auto("street-address")} {...control} {...form.register("address")} />
          )}
        </FormField>
        <FormField label="Mer om adressen eller jobben" optional error={errors.additionalInfo?.message}>
          {(control) => <textarea rows={3} {...control} {...form.register("additionalInfo")} />}
        </FormField>
        <div className="checkout__pair">
          <FormField label="Fornavn" error={errors.firstName?.message}>
            {(control) => (
              <input autoComplete={auto("given-name")} {...control} {...form.register("firstName")} />
            )}
          </FormField>
          <FormField label="Etternavn" error={errors.lastName?.message}>
            {(control) => (
              <input autoComplete={auto("family-name")} {...control} {...form.register("lastName")} />
            )}
          </FormField>
        </div>
        <FormField label="E-post" error={errors.email?.message}>
          {(control) => (
            <input type="email" autoComplete={auto("email")} {...control} {...form.register("email")} />
          )}
        </FormField>
      </section>

      <section className="checkout__section" aria-labelledby={`${id}-company-heading`}>
        <h2 id={`${id}-company-heading`}>3. Bedrift</h2>
        <FormField check label={companyLabel}>
          {(control) => <Checkbox {...control} {...form.register("isCompany")} />}
        </FormField>
        {isCompany && (
          <>
            <div className="checkout__lookup">
              <FormField label="Organisasjonsnummer" error={errors.organizationNumber?.message}>
                {(control) => (
                  <input inputMode="numeric" {...control} {...form.register("organizationNumber")} />
                )}
              </FormField>
              <Button variant="secondary" busy={company.busy} onClick={company.find}>
                Hent bedrift
              </Button>
            </div>
            <FormField label="Bedriftens navn" error={errors.companyName?.message}>
              {(control) => (
                <input autoComplete={auto("organization")} {...control} {...form.register("companyName")} />
              )}
            </FormField>
            {found && found.organizationNumber === form.getValues("organizationNumber") && (
              <p className="checkout__hint" data-testid="company-found">
                {[found.name, found.address, [found.postCode, found.postArea].filter(Boolean).join(" ")]
                  .filter(Boolean)
                  .join(", ")}
              </p>
            )}
          </>
        )}
      </section>
    </>
  );
}

/**
 * The form's end, apart from the numbered sections: what went wrong, the terms to accept ("Jeg
 * godtar" or "Kunden godtar") and the order button.
 */
export function OrderEnd({
  form,
  viewer,
  failure,
  busy,
  children,
}: {
  form: CheckoutForm;
  viewer: CheckoutViewer;
  failure: ReactNode;
  busy: boolean;
  /** The order button's label. */
  children: ReactNode;
}) {
  return (
    <>
      <div aria-live="polite">
        {failure && (
          <Alert type="error" className="checkout__failure">
            {failure}
          </Alert>
        )}
      </div>
      <div className="checkout__order">
        <FormField
          check
          label={
            <>
              {viewer === "customer" ? "Jeg godtar" : "Kunden godtar"}{" "}
              <a href={paths.terms} target="_blank" rel="noreferrer">
                avtalevilkårene
              </a>
            </>
          }
          error={form.formState.errors.acceptedTerms?.message}
        >
          {(control) => <Checkbox {...control} {...form.register("acceptedTerms")} />}
        </FormField>
        <Button type="submit" busy={busy} className="checkout__submit">
          {children}
        </Button>
      </div>
    </>
  );
}

/**
 * What a refused booking means: the cart gone, prices changed, the time taken, the phone's proof
 * refused, or fields to correct (on the form, the phone, the seller's description: the last two as
 * the form's `root.phone` and `root.sellerDescription` errors). Returns the message to show above the
 * button.
 */
export function bookingFailure(error: unknown, form: CheckoutForm, viewer: CheckoutViewer): ReactNode {
  const code = errorCode(error);
  if (isCartClearingCode(code)) {
    useOrderStore.getState().reset("cart");
    forgetBookingAttempt();
    return (
      <>
        {errorMessage(error)} <Link to={paths.allJobs}>Se alle jobber</Link>
      </>
    );
  }
  if (isPriceChangeCode(code)) {
    void refreshCart().catch(() => null);
    return (
      <>
        {errorMessage(error)} <Link to={paths.cart}>Se handlekurven</Link>
      </>
    );
  }
  if (code === "TIMESLOT_TAKEN" || code === "NO_RESERVATION") {
    return (
      <>
        {errorMessage(error)} <Link to={paths.chooseTime}>Velg et nytt tidspunkt</Link>
      </>
    );
  }
  if (code === "PHONE_NOT_VERIFIED") {
    forgetVerifiedPhone();
    form.setError("root.phone", { message: errorMessage(error) });
    return null;
  }
  if (error instanceof ApiError && Object.keys(error.error.fieldErrors).length > 0) {
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(error.error.fieldErrors)) {
      const field = checkoutFormField(key);
      const message = messages.join("\n");
      if (field === "phone") form.setError("root.phone", { message });
      else if (field === "sellerDescription" && viewer === "seller")
        form.setError("root.sellerDescription", { message });
      else if (field && field !== "sellerDescription") form.setError(field, { message });
      else rest.push(message);
    }
    return rest.length > 0 ? rest.join("\n") : "Sjekk feltene som er merket.";
  }
  return errorMessage(error);
}

const TITLES: Record<CheckoutViewer, { page: string; summary: string }> = {
  customer: { page: "Bestilling", summary: "Din bestilling" },
  seller: { page: "Bestill for kunden", summary: "Bestillingen" },
};

/**
 * The checkout before its form: the cart still being read (a spinner), or no cart to book (what went
 * wrong, and the way to the jobs). `notice` is said above "Handlekurven er tom."
 */
export function CheckoutWithoutCart({
  viewer,
  loading,
  failure,
  notice,
}: {
  viewer: CheckoutViewer;
  loading: boolean;
  failure?: ReactNode;
  notice?: ReactNode;
}) {
  return (
    <div className="container checkout">
      <h1>{TITLES[viewer].page}</h1>
      {loading ? (
        <Spinner />
      ) : (
        <>
          {failure ? <Alert type="error">{failure}</Alert> : null}
          {notice}
          <p>Handlekurven er tom.</p>
          <Link to={paths.allJobs} className={buttonClassName()}>
            Se alle jobber
          </Link>
        </>
      )}
    </div>
  );
}

/** The checkout's page title ("Bestilling" or "Bestill for kunden"). */
export function checkoutTitle(viewer: CheckoutViewer): string {
  return TITLES[viewer].page;
}

/**
 * The order beside the form: the lines, the time (`time`, the customer's reserved window), the total
 * with VAT and the way back to change the time.
 */
export function CheckoutSummary({
  id,
  viewer,
  cart,
  time,
}: {
  id: string;
  viewer: CheckoutViewer;
  cart: CartView;
  time?: ReactNode;
}) {
  return (
    <aside className="checkout__summary" aria-labelledby={`${id}-summary-heading`}>
      <h2 id={`${id}-summary-heading`}>{TITLES[viewer].summary}</h2>
      <ul>
        {cart.lineItems.map((line) => (
          <li key={line.id}>
            <span>{line.data.title}</span> <span>{formatPrice(line.data.totals.totalOre)}</span>
          </li>
        ))}
      </ul>
      {time}
      <p className="checkout__total">
        Totalt <strong>{formatPrice(cart.totals.totalOre)}</strong>
      </p>
      <p className="checkout__hint">Herav mva. {formatPrice(cart.totals.vatOre)}</p>
      <Link to={paths.chooseTime}>Endre tidspunkt</Link>
    </aside>
  );
}
