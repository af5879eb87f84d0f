import { zodResolver } from "@hookform/resolvers/zod";
import { onboardingCompanyDetailsSchema } from "@mt/domain/onboarding/onboarding-state";
import { formatOrganisationNumber } from "@mt/domain/validation/organisation-number";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { useOnboardingStore } from "./onboarding-store";

const schema = onboardingCompanyDetailsSchema.omit({ organizationNumber: true });

/** Step 2: the company's name and address, prefilled from the register and editable. */
export function StepCompany() {
  const company = useOnboardingStore((s) => s.company);
  const coverage = useOnboardingStore((s) => s.coverage);
  const complete = useOnboardingStore((s) => s.complete);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: company.name,
      address: company.address,
      postCode: company.postCode,
      postArea: company.postArea,
    },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    complete(
      {
        company: { ...company, ...values },
        // The company's own post code is where its area starts, until the admin picks another.
        coverage: { ...coverage, basePostCode: coverage.basePostCode || values.postCode },
      },
      3,
    );
  });

  return (
    <form className="onboarding__form" noValidate onSubmit={submit}>
      <p>
        Organisasjonsnummer <strong>{formatOrganisationNumber(company.organizationNumber)}</strong>. Sjekk
        opplysningene og rett dem om noe er feil.
      </p>
      <FormField label="Firmanavn" error={errors.name?.message}>
        {(control) => <input {...form.register("name")} {...control} autoComplete="organization" />}
      </FormField>
      <FormField label="Adresse" error={errors.address?.message}>
        {(control) => <input {...form.register("address")} {...control} autoComplete="street-address" />}
      </FormField>
      <div className="onboarding__row">
        <FormField label="Postnummer" error={errors.postCode?.message} className="onboarding__post-code">
          {(control) => (
            <input
              {...form.register("postCode")}
              {...control}
              inputMode="numeric"
              maxLength={4}
              autoComplete="postal-code"
            />
          )}
        </FormField>
        <FormField label="Poststed" error={errors.postArea?.message}>
          {(control) => <input {...form.register("postArea")} {...control} autoComplete="address-level2" />}
        </FormField>
      </div>
      <div className="onboarding__actions">
        <Button
          type="button"
          variant="secondary"
          // What was typed here stays for the way back (a text field cannot break the stored state).
          onClick={() => complete({ company: { ...company, ...form.getValues() } }, 1)}
        >
          Tilbake
        </Button>
        <Button type="submit">Neste</Button>
      </div>
    </form>
  );
}
