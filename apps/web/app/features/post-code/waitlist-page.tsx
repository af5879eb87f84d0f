import { zodResolver } from "@hookform/resolvers/zod";
import { emailNotificationBodySchema, requestPostCodeNotification } from "@mt/contract/post-codes";
import { SUBSCRIPTION_TYPES, type SubscriptionType } from "@mt/domain/entities/enums";
import { checkPostCodeField, POST_CODE_TYPING } from "@mt/domain/validation/post-code";
import { checkTextInput, type InputRules } from "@mt/domain/validation/text-input-rules";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import "./post-code.css";
import { Checkbox } from "../../components/ui/checkbox";
import { TextInput } from "../../components/ui/text-input";

const subscriptionLabels: Record<SubscriptionType, string> = {
  NEWSLETTER: "Nyhetsbrev med tips og tilbud",
  ELECTRICIAN_JOBS: "Når elektrikertjenester kommer til mitt område",
  HEAT_PUMP_JOBS: "Når varmepumper kommer til mitt område",
  SOLAR_JOBS: "Når solceller kommer til mitt område",
};

type FormInput = z.input<typeof emailNotificationBodySchema>;
type FormOutput = z.output<typeof emailNotificationBodySchema>;
type TextField = "post_code" | "name" | "email";

/** The rules of the waitlist's text fields (the storefront's text input, spec section 5). */
const waitlistRules = {
  name: { optional: true, maxLength: 200 },
  email: { required: true, email: true },
} satisfies Record<string, InputRules>;

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
  /** The fields say on submit what they say on blur; the contract's schema checks the rest. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const values = form.getValues();
    const postCode = checkPostCodeField(values.post_code);
    const problems: [TextField, string | null][] = [
      ["post_code", postCode.ok ? null : postCode.message],
      ["name", checkTextInput(values.name ?? "", waitlistRules.name)],
      ["email", checkTextInput(values.email, waitlistRules.email)],
    ];
    for (const [field, message] of problems) if (message) form.setError(field, { message });
    if (problems.some(([, message]) => message)) {
      event.preventDefault();
      return;
    }
    return form.handleSubmit((valid) => signUp.mutate(valid))(event);
  };
  /** A text field bound to the form: its value, its change (which clears its message) and its error. */
  const textField = (field: TextField) => ({
    value: form.watch(field) ?? "",
    onValueChange: (value: string) => {
      form.setValue(field, value, { shouldDirty: true });
      form.clearErrors(field);
    },
    error: errors[field]?.message,
  });
  const done = signUp.isSuccess ? signUp.variables.post_code : null;
  const failure = signUp.error instanceof ApiError && signUp.error.error.validation ? null : signUp.error;

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
          <TextInput
            label="Postnummer"
            inputMode="numeric"
            autoComplete="postal-code"
            allow={POST_CODE_TYPING}
            clearable
            {...textField("post_code")}
          />
          <TextInput label="Navn" autoComplete="name" rules={waitlistRules.name} {...textField("name")} />
          <TextInput
            label="E-post"
            type="email"
            autoComplete="email"
            rules={waitlistRules.email}
            {...textField("email")}
          />
          <fieldset aria-describedby={errors.notification_types ? "waitlist-types-error" : undefined}>
            <legend>Hva vil du ha beskjed om?</legend>
            {SUBSCRIPTION_TYPES.map((type) => (
              <label key={type} className="choice">
                <Checkbox value={type} {...form.register("notification_types")} /> {subscriptionLabels[type]}
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
