import { sendVerificationCode, verifyPhoneNumber } from "@mt/contract/auth";
import { lookupOrganizationNumber } from "@mt/contract/booking";
import type { Company } from "@mt/domain/entities/company";
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
import { type CheckoutForm, checkoutFormField, forgetVerifiedPhone } from "../lib/order/checkout-form";
import { useOrderStore } from "../lib/order/order-store";
import { PhoneCodeFlow } from "./phone-code-form";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { Checkbox } from "./ui/checkbox";
import { FormField } from "./ui/form-field";

/*
 * The parts the customer's checkout and the seller's checkout share: the phone verified by a code,
 * the contact and company fields, and what a refused booking means for the form.
 */

/** "1. …": the phone, verified by a code sent to it; `id` names the section for focus. */
export function PhoneSection({
  id,
  heading,
  hint,
  phoneLabel,
  confirmLabel,
  error,
  onVerified,
}: {
  id: string;
  heading: string;
  hint: string;
  phoneLabel?: string;
  confirmLabel: string;
  error: string | null;
  onVerified: () => void;
}) {
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
            {...(phoneLabel && { phoneLabel })}
            initialPhone={saved.phoneNumber}
            sendCode={(phone) =>
              callApi(browserFetch, sendVerificationCode, { body: { phone_number: phone } })
            }
            confirm={async (phone, code) =>
              (await callApi(browserFetch, verifyPhoneNumber, { body: { phone_number: phone, code } })).data
            }
            onSuccess={(result) => {
              onVerified();
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
 * `autoComplete` is off on a store's shared computer, where the browser must not offer the last
 * customer's details.
 */
export function ContactSections({
  id,
  form,
  company,
  contactHeading,
  companyLabel,
  autoComplete = true,
}: {
  id: string;
  form: CheckoutForm;
  company: ReturnType<typeof useCompanyLookup>;
  contactHeading: string;
  companyLabel: string;
  autoComplete?: boolean;
}) {
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
  termsLead,
  failure,
  busy,
  children,
}: {
  form: CheckoutForm;
  termsLead: string;
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
              {termsLead}{" "}
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
 * refused, or fields to correct (on the form, the phone, the seller's description). Returns the
 * message to show above the button.
 */
export function bookingFailure(
  error: unknown,
  handlers: {
    form: CheckoutForm;
    onPhoneError: (message: string) => void;
    onSellerDescription?: (message: string) => void;
  },
): ReactNode {
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
    handlers.onPhoneError(errorMessage(error));
    return null;
  }
  if (error instanceof ApiError && Object.keys(error.error.fieldErrors).length > 0) {
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(error.error.fieldErrors)) {
      const field = checkoutFormField(key);
      const message = messages.join("\n");
      if (field === "phone") handlers.onPhoneError(message);
      else if (field === "sellerDescription" && handlers.onSellerDescription)
        handlers.onSellerDescription(message);
      else if (field && field !== "sellerDescription") handlers.form.setError(field, { message });
      else rest.push(message);
    }
    return rest.length > 0 ? rest.join("\n") : "Sjekk feltene som er merket.";
  }
  return errorMessage(error);
}
