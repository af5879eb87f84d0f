import { zodResolver } from "@hookform/resolvers/zod";
import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import {
  MAX_ONBOARDING_RADIUS_KM,
  onboardingCoverageSchema,
  orderedWorkTypes,
} from "@mt/domain/onboarding/onboarding-state";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { CoveragePreview } from "./coverage-preview";
import { useOnboardingStore } from "./onboarding-store";

type Input = z.input<typeof onboardingCoverageSchema>;
type Output = z.output<typeof onboardingCoverageSchema>;

/** Step 3: the work types the company does and the area it covers, with a preview of the area. */
export function StepCoverage() {
  const coverage = useOnboardingStore((s) => s.coverage);
  const company = useOnboardingStore((s) => s.company);
  const complete = useOnboardingStore((s) => s.complete);
  const goTo = useOnboardingStore((s) => s.goTo);
  const ids = { legend: useId(), error: useId() };
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(onboardingCoverageSchema),
    defaultValues: {
      workTypes: coverage.workTypes,
      basePostCode: coverage.basePostCode || company.postCode,
      radiusKm: coverage.radiusKm,
      extendedRadiusKm: coverage.extendedRadiusKm,
    },
  });
  const errors = form.formState.errors;
  const [postCode, radiusKm, chosen] = useWatch({
    control: form.control,
    name: ["basePostCode", "radiusKm", "workTypes"],
  });
  const chosenTypes = orderedWorkTypes(Array.isArray(chosen) ? chosen : []);

  const submit = form.handleSubmit((values) =>
    complete({ coverage: { ...values, workTypes: orderedWorkTypes(values.workTypes) } }, 4),
  );

  const typesError = errors.workTypes?.message;
  return (
    <form className="onboarding__form" noValidate onSubmit={submit}>
      <fieldset className="onboarding__work-types" {...fieldAria({ errorId: typesError ? ids.error : null })}>
        <legend id={ids.legend}>Hva gjør dere?</legend>
        {WORK_TYPES.map((type) => (
          <label key={type} className="onboarding__check">
            <Checkbox value={type} {...form.register("workTypes")} />
            {workTypeLabels[type]}
          </label>
        ))}
        {typesError && (
          <p id={ids.error} className="form-field__error">
            {typesError}
          </p>
        )}
      </fieldset>
      <div className="onboarding__row">
        <FormField
          label="Postnummer dere kjører fra"
          error={errors.basePostCode?.message}
          className="onboarding__post-code"
        >
          {(control) => (
            <input {...form.register("basePostCode")} {...control} inputMode="numeric" maxLength={4} />
          )}
        </FormField>
        <FormField
          label="Radius (km)"
          hint={`Hvor langt dere kjører til et oppdrag, høyst ${MAX_ONBOARDING_RADIUS_KM} km.`}
          error={errors.radiusKm?.message}
        >
          {(control) => (
            <input
              {...form.register("radiusKm", { valueAsNumber: true })}
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ONBOARDING_RADIUS_KM}
              step={1}
            />
          )}
        </FormField>
      </div>
      <CoveragePreview postCode={postCode ?? ""} radiusKm={Number(radiusKm)} />
      {chosenTypes.length > 0 && (
        <details className="onboarding__extended" open={Object.keys(coverage.extendedRadiusKm).length > 0}>
          <summary>Kjører dere lenger for noen typer oppdrag?</summary>
          {chosenTypes.map((type) => (
            <FormField
              key={type}
              optional
              label={`Radius for ${workTypeLabels[type].toLowerCase()} (km)`}
              error={errors.extendedRadiusKm?.[type]?.message}
            >
              {(control) => (
                <input
                  {...form.register(`extendedRadiusKm.${type}`, {
                    setValueAs: (value: unknown) =>
                      value === "" || value === null || value === undefined ? null : Number(value),
                  })}
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_ONBOARDING_RADIUS_KM}
                  step={1}
                />
              )}
            </FormField>
          ))}
        </details>
      )}
      <div className="onboarding__actions">
        <Button type="button" variant="secondary" onClick={() => goTo(2)}>
          Tilbake
        </Button>
        <Button type="submit">Neste</Button>
      </div>
    </form>
  );
}
