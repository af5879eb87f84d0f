import { zodResolver } from "@hookform/resolvers/zod";
import { createCartReminder, deleteCartReminders } from "@mt/contract/booking";
import { emailSchema } from "@mt/domain/validation/field-schemas";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import "./cart.css";

const reminderSchema = z.object({ email: emailSchema });
type ReminderInput = z.input<typeof reminderSchema>;
type ReminderOutput = z.output<typeof reminderSchema>;

/** "Send me the cart": the cart goes to the customer's email to finish later; reminders can be stopped. */
export function CartReminder({ cartUuid, email }: { cartUuid: string; email: string }) {
  // Follows the checkout's email until the customer types here (their typing is kept).
  const form = useForm<ReminderInput, unknown, ReminderOutput>({
    resolver: zodResolver(reminderSchema),
    values: { email },
    resetOptions: { keepDirtyValues: true },
  });

  const send = useMutation({
    mutationFn: async (to: string) => {
      await callApi(browserFetch, createCartReminder, { params: { id: cartUuid }, body: { email: to } });
      return to;
    },
    onError: (error) =>
      form.setError("email", {
        message:
          error instanceof ApiError
            ? (error.error.fieldErrors.email?.join("\n") ?? error.message)
            : errorMessage(error),
      }),
  });
  const stop = useMutation({
    mutationFn: () => callApi(browserFetch, deleteCartReminders, { params: { id: cartUuid } }),
    onSuccess: () => send.reset(),
  });

  const submit = form.handleSubmit((values) => send.mutate(values.email));

  return (
    <details className="cart-reminder">
      <summary>Ikke klar ennå? Send meg handlekurven</summary>
      {send.isSuccess ? (
        <div className="cart-reminder__sent">
          <Alert type="success">Vi har sendt handlekurven til {send.data}.</Alert>
          {stop.error && <Alert type="error">{errorMessage(stop.error)}</Alert>}
          <Button variant="tertiary" size="small" busy={stop.isPending} onClick={() => stop.mutate()}>
            Stopp påminnelser
          </Button>
        </div>
      ) : (
        <form className="cart-reminder__form" noValidate onSubmit={submit}>
          <FormField label="E-post" error={form.formState.errors.email?.message}>
            {(control) => (
              <input type="email" autoComplete="email" {...control} {...form.register("email")} />
            )}
          </FormField>
          <Button type="submit" variant="secondary" busy={send.isPending}>
            Send meg handlekurven
          </Button>
        </form>
      )}
    </details>
  );
}
