import { createCartReminder, deleteCartReminders } from "@mt/contract/booking";
import { emailSchema } from "@mt/domain/validation/field-schemas";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import "./cart.css";

/** "Send me the cart": the cart goes to the customer's email to finish later; reminders can be stopped. */
export function CartReminder({ cartUuid, email: initialEmail }: { cartUuid: string; email: string }) {
  // Follows the checkout's email until the customer types here.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? initialEmail;
  const [invalid, setInvalid] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: async (to: string) => {
      await callApi(browserFetch, createCartReminder, { params: { id: cartUuid }, body: { email: to } });
      return to;
    },
  });
  const stop = useMutation({
    mutationFn: () => callApi(browserFetch, deleteCartReminders, { params: { id: cartUuid } }),
    onSuccess: () => send.reset(),
  });
  const sendError =
    send.error instanceof ApiError
      ? (send.error.error.fieldErrors.email?.join("\n") ?? send.error.message)
      : null;
  const error =
    invalid ?? sendError ?? (send.error || stop.error ? errorMessage(send.error ?? stop.error) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) send.mutate(parsed.data);
  }

  return (
    <details className="cart-reminder">
      <summary>Ikke klar ennå? Send meg handlekurven</summary>
      {send.isSuccess ? (
        <div className="cart-reminder__sent">
          <Alert type="success">Vi har sendt handlekurven til {send.data}.</Alert>
          <Button variant="tertiary" size="small" busy={stop.isPending} onClick={() => stop.mutate()}>
            Stopp påminnelser
          </Button>
        </div>
      ) : (
        <form className="cart-reminder__form" noValidate onSubmit={submit}>
          <FormField label="E-post" error={error}>
            {(control) => (
              <input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setTyped(event.target.value)}
                {...control}
              />
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
