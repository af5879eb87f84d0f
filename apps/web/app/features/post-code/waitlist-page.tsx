import { zodResolver } from "@hookform/resolvers/zod";
import { emailNotificationBodySchema, requestPostCodeNotification } from "@mt/contract/post-codes";
import { SUBSCRIPTION_TYPES, type SubscriptionType } from "@mt/domain/entities/enums";
import { OPTIONAL_LABEL } from "@mt/domain/validation/messages";
import { filterPostCodeInput } from "@mt/domain/validation/post-code";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, browserFetch, callApi } from "../../lib/api";
import { useOrderHydrated, useOrderStore } from "../../lib/order-store";
import "./post-code.css";

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
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The stored post code fills an empty field once the order state is read.
  useEffect(() => {
    const stored = useOrderStore.getState().postCode;
    if (hydrated && stored && !form.getValues("post_code")) form.setValue("post_code", stored);
  }, [hydrated, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await callApi(browserFetch, requestPostCodeNotification, {
        body: { ...values, name: values.name || null },
      });
      useOrderStore.getState().setNotificationRequested(true);
      setDone(values.post_code);
    } catch (error) {
      if (error instanceof ApiError && error.error.validation) {
        for (const [field, messages] of Object.entries(error.error.fieldErrors)) {
          form.setError(field as keyof FormInput, { message: messages.join("\n") });
        }
      } else setFailure(error instanceof Error ? error.message : "Something went wrong");
    }
  });

  const fieldError = (key: keyof FormInput) =>
    errors[key]?.message ? (
      <p className="form-field__error" id={`${key}-error`}>
        {errors[key]?.message}
      </p>
    ) : null;
  const described = (key: keyof FormInput) => ({
    "aria-invalid": Boolean(errors[key]) || undefined,
    "aria-describedby": errors[key] ? `${key}-error` : undefined,
  });
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
          <div className="form-field">
            <label htmlFor="waitlist-post-code">Postnummer</label>
            <input
              id="waitlist-post-code"
              inputMode="numeric"
              autoComplete="postal-code"
              {...postCode}
              onChange={(e) => {
                e.target.value = filterPostCodeInput(e.target.value);
                return postCode.onChange(e);
              }}
              {...described("post_code")}
            />
            {fieldError("post_code")}
          </div>
          <div className="form-field">
            <label htmlFor="waitlist-name">
              Navn <span className="form-field__optional">({OPTIONAL_LABEL})</span>
            </label>
            <input id="waitlist-name" autoComplete="name" {...form.register("name")} />
          </div>
          <div className="form-field">
            <label htmlFor="waitlist-email">E-post</label>
            <input
              id="waitlist-email"
              type="email"
              autoComplete="email"
              {...form.register("email")}
              {...described("email")}
            />
            {fieldError("email")}
          </div>
          <fieldset {...described("notification_types")}>
            <legend>Hva vil du ha beskjed om?</legend>
            {SUBSCRIPTION_TYPES.map((type) => (
              <label key={type} className="choice">
                <input type="checkbox" value={type} {...form.register("notification_types")} />{" "}
                {subscriptionLabels[type]}
              </label>
            ))}
            {fieldError("notification_types")}
          </fieldset>
          {failure && <Alert type="error">{failure}</Alert>}
          <div>
            <Button type="submit" busy={isSubmitting}>
              Sett meg på venteliste
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
