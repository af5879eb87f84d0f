import { zodResolver } from "@hookform/resolvers/zod";
import { emailNotificationBodySchema, requestPostCodeNotification } from "@mt/contract/post-codes";
import { SUBSCRIPTION_TYPES, type SubscriptionType } from "@mt/domain/entities/enums";
import { filterPostCodeInput } from "@mt/domain/validation/post-code";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import "./post-code.css";
import { FormField } from "../../components/ui/form-field";

const subscriptionLabels: Record<SubscriptionType, string> = {
  NEWSLETTER: "Nyhetsbrev med tips og tilbud",
  ELECTRICIAN_JOBS: "Når elektrikertjenester kommer til mitt område",
  HEAT_PUMP_JOBS: "Når varmepumper kommer til mitt område",
  SOLAR_JOBS: "Når solceller kommer til mitt område",
};

type FormInput = z.input<typeof emailNotificationBodySchema>;
type FormOutput = z.output<typeof emailNotificationBodySchema>;

/** /nyhetsbrev: join the waitlist for one's post code (POST post-code/email-notification). */
export function WaitlistPage({ intro }: { intro?: ReactNode }) {
  const [params] = useSearchParams();
  const hydrated = useOrderHydrated();
  const initialType = params.get("type") as SubscriptionType | null;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(emailNotificationBodySchema),
    defaultValues: {
      post_code: params.get("postnummer") ?? "",
      email: "",
      name: "",
      notification_types:
        initialType && SUBSCRIPTION_TYPES.includes(initialType)
          ? [initialType]
          : ["ELECTRICIAN_JOBS", "HEAT_PUMP_JOBS", "SOLAR_JOBS"],
    },
  });
  const { errors } = form.formState;

  // The stored post code fills an empty field once the order state is read.
  useEffect(() => {
    const stored = useOrderStore.getState().postCode;
    if (hydrated && stored && !form.getValues("post_code")) form.setValue("post_code", stored);
  }, [hydrated, form]);

  const signUp = useMutation({
    mutationFn: (values: FormOutput) =>
      callApi(browserFetch, requestPostCodeNotification, { body: { ...values, name: values.name || null } }),
    onSuccess: () => useOrderStore.getState().setNotificationRequested(true),
    onError: (error) => {
      if (!(error instanceof ApiError && error.error.validation)) return;
      for (const [field, messages] of Object.entries(error.error.fieldErrors)) {
        form.setError(field as keyof FormInput, { message: messages.join("\n") });
      }
    },
  });
  const submit = form.handleSubmit((values) => signUp.mutate(values));
  const done = signUp.isSuccess ? signUp.variables.post_code : null;
  const failure = signUp.error instanceof ApiError && signUp.error.error.validation ? null : signUp.error;

  const postCode = form.register("post_code");

  return (
    <section className="container waitlist" aria-label="Venteliste">
      {intro ?? (
        <>
          <h1>Få beskjed når vi kommer til deg</h1>
          <p>
            Vi utvider stadig området vi leverer i. Legg igjen e-postadressen din, så sier vi fra når du kan
            bestille der du bor.
          </p>
        </>
      )}
      {done ? (
        <Alert type="success" title="Takk!">
          Du står nå på ventelisten for postnummer {done}. Vi sender deg en e-post når vi kommer.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormField label="Postnummer" error={errors.post_code?.message}>
            {(control) => (
              <input
                inputMode="numeric"
                autoComplete="postal-code"
                {...postCode}
                onChange={(e) => {
                  e.target.value = filterPostCodeInput(e.target.value);
                  return postCode.onChange(e);
                }}
                {...control}
              />
            )}
          </FormField>
          <FormField label="Navn" optional>
            {(control) => <input autoComplete="name" {...control} {...form.register("name")} />}
          </FormField>
          <FormField label="E-post" error={errors.email?.message}>
            {(control) => (
              <input type="email" autoComplete="email" {...control} {...form.register("email")} />
            )}
          </FormField>
          <fieldset aria-describedby={errors.notification_types ? "waitlist-types-error" : undefined}>
            <legend>Hva vil du ha beskjed om?</legend>
            {SUBSCRIPTION_TYPES.map((type) => (
              <label key={type} className="choice">
                <input type="checkbox" value={type} {...form.register("notification_types")} />{" "}
                {subscriptionLabels[type]}
              </label>
            ))}
            {errors.notification_types && (
              <p className="form-field__error" id="waitlist-types-error">
                {errors.notification_types.message}
              </p>
            )}
          </fieldset>
          {failure && <Alert type="error">{errorMessage(failure)}</Alert>}
          <div>
            <Button type="submit" busy={signUp.isPending}>
              Sett meg på venteliste
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
