import { sendVerificationCode, verifyPhoneNumber } from "@mt/contract/auth";
import { registerContractor } from "@mt/contract/contractor";
import { type OnboardingAdmin, onboardingAdminSchema } from "@mt/domain/onboarding/onboarding-state";
import { useState } from "react";
import { PhoneCodeFlow } from "../../components/phone-code-form";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import { rememberUser } from "../../lib/session";
import { useOnboardingStore } from "./onboarding-store";

type Field = keyof OnboardingAdmin;
const FIELDS: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: "firstName", label: "Fornavn", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Etternavn", type: "text", autoComplete: "family-name" },
  { name: "email", label: "E-post", type: "email", autoComplete: "email" },
];

/** The register call's errors that send the user back to an earlier step to fix them. */
const BACK_TO: Record<string, number> = { CONTRACTOR_ALREADY_REGISTERED: 1 };

/**
 * Step 4: the company's first admin. The phone is verified with a code by SMS; confirming the
 * code registers the company (inactive until approved) and signs the admin in (`onRegistered`
 * lets the page's shell catch up with the new session).
 */
export function StepAdmin({ onRegistered }: { onRegistered?: (() => void) | undefined }) {
  const state = useOnboardingStore();
  const [values, setValues] = useState<OnboardingAdmin>(state.admin);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [backTo, setBackTo] = useState<number | null>(null);

  /** Checks the name fields before the code is confirmed; the first error is announced. */
  function validate(): string | null {
    const parsed = onboardingAdminSchema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return null;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    return "Fyll inn navn og e-post over.";
  }

  async function register(phoneNumber: string, token: string) {
    const admin = onboardingAdminSchema.parse(values);
    const { company, coverage } = state;
    const { data } = await callApi(browserFetch, registerContractor, {
      body: {
        organization_number: company.organizationNumber,
        name: company.name,
        address: company.address,
        post_code: company.postCode,
        work_types: coverage.workTypes.map((type) => {
          const extended = coverage.extendedRadiusKm[type];
          return extended ? { work_type: type, extended_radius_km: extended } : { work_type: type };
        }),
        base_post_code: coverage.basePostCode,
        radius_km: coverage.radiusKm,
        admin: {
          first_name: admin.firstName,
          last_name: admin.lastName,
          email: admin.email,
          phone_number: phoneNumber,
          phone_verification_token: token,
        },
      },
    });
    rememberUser(data.user);
    state.complete({ admin }, 4);
    state.registered(data.contractor.uuid, data.user);
    onRegistered?.();
  }

  return (
    <div className="onboarding__form">
      <p>
        Den første administratoren godkjenner montører og ser bedriftens oppdrag. Vi sender en kode på SMS for
        å bekrefte telefonnummeret.
      </p>
      {FIELDS.map((field) => (
        <FormField key={field.name} label={field.label} error={errors[field.name]}>
          {(control) => (
            <input
              {...control}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              onBlur={() => useOnboardingStore.getState().complete({ admin: values }, 4)}
            />
          )}
        </FormField>
      ))}
      <PhoneCodeFlow
        phoneLabel="Mobilnummer"
        validate={validate}
        sendCode={(phone) => callApi(browserFetch, sendVerificationCode, { body: { phone_number: phone } })}
        confirm={async (phone, code) =>
          (await callApi(browserFetch, verifyPhoneNumber, { body: { phone_number: phone, code } })).data
        }
        onSuccess={async (verified) => {
          setBackTo(null);
          try {
            await register(verified.phoneNumber, verified.phoneVerificationToken);
          } catch (error) {
            setBackTo(BACK_TO[errorCode(error) ?? ""] ?? null);
            throw error;
          }
        }}
        confirmErrorMessage={errorMessage}
        confirmLabel="Bekreft og registrer bedriften"
      />
      {backTo !== null && (
        <Alert type="info">
          <button type="button" className="link-button" onClick={() => state.goTo(backTo)}>
            Gå til steg {backTo} og rett opplysningene
          </button>
        </Alert>
      )}
      <div className="onboarding__actions">
        <Button type="button" variant="secondary" onClick={() => state.goTo(3)}>
          Tilbake
        </Button>
      </div>
    </div>
  );
}
