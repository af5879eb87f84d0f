import { zodResolver } from "@hookform/resolvers/zod";
import { lookupOrganizationNumber } from "@mt/contract/booking";
import { organisationNumberSchema } from "@mt/domain/validation/field-schemas";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import { useOnboardingStore } from "./onboarding-store";

const schema = z.object({ organizationNumber: organisationNumberSchema });

/** Step 1: the organisation number (9 digits, mod-11), looked up in the company register. */
export function StepOrganization() {
  const company = useOnboardingStore((s) => s.company);
  const complete = useOnboardingStore((s) => s.complete);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { organizationNumber: company.organizationNumber },
  });
  const lookup = useMutation({
    mutationFn: (n: string) => callApi(browserFetch, lookupOrganizationNumber, { params: { n } }),
  });

  const submit = form.handleSubmit(async ({ organizationNumber }) => {
    setNotFound(null);
    setFailure(null);
    const sameAsBefore = organizationNumber === company.organizationNumber && company.name !== "";
    try {
      const { data } = await lookup.mutateAsync(organizationNumber);
      // Details already edited for this number are kept; a new number brings the register's.
      if (sameAsBefore) complete({}, 2);
      else
        complete(
          {
            company: {
              organizationNumber,
              name: data.name,
              address: data.address ?? "",
              postCode: data.postCode ?? "",
              postArea: data.postArea ?? "",
              partnerId: null,
            },
          },
          2,
        );
    } catch (error) {
      if (errorCode(error) === "ORGANIZATION_NOT_FOUND") setNotFound(organizationNumber);
      else setFailure(errorMessage(error));
    }
  });

  function fillInYourself(organizationNumber: string) {
    complete(
      {
        company: {
          organizationNumber,
          name: "",
          address: "",
          postCode: "",
          postArea: "",
          partnerId: null,
        },
      },
      2,
    );
  }

  return (
    <form className="onboarding__form" noValidate onSubmit={submit}>
      <p>Vi henter navn og adresse fra Enhetsregisteret. Du kan endre dem i neste steg.</p>
      <FormField
        label="Organisasjonsnummer"
        hint="9 siffer, for eksempel 923 609 016"
        error={form.formState.errors.organizationNumber?.message}
      >
        {(control) => (
          <input
            {...form.register("organizationNumber")}
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
          />
        )}
      </FormField>
      <div aria-live="polite">
        {notFound && (
          <Alert type="warning">
            Fant ikke organisasjonsnummeret {notFound} i Enhetsregisteret. Sjekk nummeret, eller fyll inn
            bedriftens opplysninger selv.{" "}
            <button type="button" className="link-button" onClick={() => fillInYourself(notFound)}>
              Fyll inn selv
            </button>
          </Alert>
        )}
        {failure && <Alert type="error">{failure}</Alert>}
      </div>
      <div className="onboarding__actions">
        <Button type="submit" busy={lookup.isPending}>
          Finn bedriften
        </Button>
      </div>
    </form>
  );
}
