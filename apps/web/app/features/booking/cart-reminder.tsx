import { createCartReminder, deleteCartReminders } from "@mt/contract/booking";
import { emailSchema } from "@mt/domain/validation/field-schemas";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { ApiError, browserFetch, callApi } from "../../lib/api";

/** "Send me the cart": the cart goes to the customer's email to finish later; reminders can be stopped. */
export function CartReminder({ cartUuid, email: initialEmail }: { cartUuid: string; email: string }) {
  const id = useId();
  // Follows the checkout's email until the customer types here.
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? initialEmail;
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await callApi(browserFetch, createCartReminder, {
        params: { id: cartUuid },
        body: { email: parsed.data },
      });
      setSent(parsed.data);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.error.fieldErrors.email?.join("\n") ?? failure.message)
          : "Noe gikk galt. Prøv igjen.",
      );
    } finally {
      setBusy(false);
    }
  }

  async function stop() {
    setBusy(true);
    try {
      await callApi(browserFetch, deleteCartReminders, { params: { id: cartUuid } });
      setSent(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Noe gikk galt. Prøv igjen.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="cart-reminder">
      <summary>Ikke klar ennå? Send meg handlekurven</summary>
      {sent ? (
        <div className="cart-reminder__sent">
          <Alert type="success">Vi har sendt handlekurven til {sent}.</Alert>
          <Button variant="tertiary" size="small" busy={busy} onClick={stop}>
            Stopp påminnelser
          </Button>
        </div>
      ) : (
        <form className="cart-reminder__form" noValidate onSubmit={send}>
          <div className="form-field">
            <label htmlFor={`${id}-email`}>E-post</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="form-field__error">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" variant="secondary" busy={busy}>
            Send meg handlekurven
          </Button>
        </form>
      )}
    </details>
  );
}
