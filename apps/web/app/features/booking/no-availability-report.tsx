import { zodResolver } from "@hookform/resolvers/zod";
import { noAvailabilityBodySchema, reportNoAvailability } from "@mt/contract/post-codes";
import { filterPostCodeInput } from "@mt/domain/validation/post-code";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";

type FormInput = z.input<typeof noAvailabilityBodySchema>;
type FormOutput = z.output<typeof noAvailabilityBodySchema>;

/**
 * Where no time is free: the customer leaves an email (and when it would suit them), and we get in
 * touch when an installer can come (POST no-availability {email, post_code, work_hours}).
 */
export function NoAvailabilityReport({ postCode }: { postCode: string }) {
  const headingId = useId();
  const thanks = useRef<HTMLDivElement>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(noAvailabilityBodySchema),
    defaultValues: { email: "", post_code: postCode, work_hours: "" },
  });
  const { errors } = form.formState;

  const report = useMutation({
    mutationFn: (values: FormOutput) =>
      callApi(browserFetch, reportNoAvailability, {
        body: { ...values, work_hours: values.work_hours || null },
      }),
    onError: (error) => {
      if (!(error instanceof ApiError && error.error.validation)) return;
      for (const [field, messages] of Object.entries(error.error.fieldErrors)) {
        form.setError(field as keyof FormInput, { message: messages.join("\n") }, { shouldFocus: true });
      }
    },
  });
  const sent = report.isSuccess ? report.variables : null;
  const failure = report.error instanceof ApiError && report.error.error.validation ? null : report.error;

  // The form is replaced by the answer: focus goes to it, so a keyboard or screen reader user is told.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const postCodeField = form.register("post_code");
  return (
    <section className="no-availability" aria-labelledby={headingId} data-testid="no-availability">
      <h2 id={headingId} className="no-availability__heading">
        Gi oss beskjed, så finner vi en tid
      </h2>
      {sent ? (
        <div ref={thanks} tabIndex={-1} className="no-availability__thanks">
          <Alert type="success" title="Takk, vi har fått beskjeden din">
            Vi tar kontakt på {sent.email} så snart vi har en montør som kan komme til postnummer{" "}
            {sent.post_code}.
          </Alert>
        </div>
      ) : (
        <form
          className="no-availability__form"
          onSubmit={form.handleSubmit((v) => report.mutate(v))}
          noValidate
        >
          <p className="no-availability__intro">
            Legg igjen e-postadressen din, så tar vi kontakt når vi har en ledig montør i området ditt.
          </p>
          <FormField label="E-post" error={errors.email?.message}>
            {(control) => (
              <input type="email" autoComplete="email" {...control} {...form.register("email")} />
            )}
          </FormField>
          <FormField label="Postnummer" error={errors.post_code?.message}>
            {(control) => (
              <input
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                {...postCodeField}
                onChange={(event) => {
                  event.target.value = filterPostCodeInput(event.target.value);
                  return postCodeField.onChange(event);
                }}
                {...control}
              />
            )}
          </FormField>
          <FormField
            label="Når passer det for deg?"
            optional
            hint="For eksempel «hverdager etter kl. 16» eller «en lørdag i januar»."
            error={errors.work_hours?.message}
          >
            {(control) => <input maxLength={200} {...control} {...form.register("work_hours")} />}
          </FormField>
          {failure && (
            <Alert type="error" title="Beskjeden ble ikke sendt">
              {errorMessage(failure)}
            </Alert>
          )}
          <div>
            <Button type="submit" busy={report.isPending}>
              Send beskjed
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
