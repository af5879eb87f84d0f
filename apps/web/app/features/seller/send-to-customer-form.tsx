import { type SellerCart, sendCartBySeller } from "@mt/contract/seller";
import { paths } from "@mt/domain/routes/routes";
import { emailSchema, phoneSchema } from "@mt/domain/validation/field-schemas";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";

export const EITHER_MESSAGE = "Fyll ut telefonnummer eller e-post";

type Field = "phone" | "email";
type Errors = Partial<Record<Field, string>>;

/** The server's field names (`body.phone_number`) as the form's. */
function formField(serverKey: string): Field | null {
  const key = serverKey.replace(/^body\./, "");
  if (key === "phone_number") return "phone";
  if (key === "email") return "email";
  return null;
}

/** The body the form sends: the filled-in channels, cleaned by the contract's own rules. */
export function sendBody(
  phone: string,
  email: string,
  sellerDescription: string | null,
):
  | { body: { phone_number?: string; email?: string; sellerDescription: string | null } }
  | { errors: Errors } {
  const errors: Errors = {};
  const body: { phone_number?: string; email?: string; sellerDescription: string | null } = {
    sellerDescription: sellerDescription?.trim() ? sellerDescription.trim() : null,
  };
  if (!phone.trim() && !email.trim()) return { errors: { phone: EITHER_MESSAGE } };
  if (phone.trim()) {
    const parsed = phoneSchema.safeParse(phone);
    if (parsed.success) body.phone_number = parsed.data;
    else errors.phone = parsed.error.issues[0]?.message ?? "";
  }
  if (email.trim()) {
    const parsed = emailSchema.safeParse(email);
    if (parsed.success) body.email = parsed.data;
    else errors.email = parsed.error.issues[0]?.message ?? "";
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/**
 * "Send til kunden": the customer's phone and/or email; the customer gets a link that opens the same
 * cart on their own phone (POST cart/{id}/reminders-by-seller). Success says where it went.
 */
export function SendToCustomerForm({
  cartUuid,
  sellerDescription,
  onSent,
}: {
  cartUuid: string;
  sellerDescription: string | null;
  onSent?: (cart: SellerCart) => void;
}) {
  const id = useId();
  const [phone, setPhone] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (body: { phone_number?: string; email?: string; sellerDescription: string | null }) =>
      (await callApi(browserFetch, sendCartBySeller, { params: { id: cartUuid }, body })).data.cart,
    onSuccess: (cart) => onSent?.(cart),
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.error.fieldErrors).length > 0) {
        const next: Errors = {};
        const rest: string[] = [];
        for (const [key, messages] of Object.entries(error.error.fieldErrors)) {
          const field = formField(key);
          if (field) next[field] = messages.join("\n");
          else rest.push(messages.join("\n"));
        }
        setErrors(next);
        setFailure(rest.length > 0 ? rest.join("\n") : null);
        return;
      }
      setFailure(errorMessage(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const result = sendBody(phone, email, sellerDescription);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send.mutate(result.body);
  }

  if (send.isSuccess) {
    const to = send.data.sentTo;
    const where = [
      to?.phoneNumber && `SMS til ${formatPhone(to.phoneNumber)}`,
      to?.email && `e-post til ${to.email}`,
    ]
      .filter(Boolean)
      .join(" og ");
    return (
      <Alert type="success" title="Handlekurven er sendt til kunden" data-testid="cart-sent">
        <p>
          Sendt på {where || "SMS/e-post"}. Kunden åpner lenken, velger tidspunkt og bestiller selv. Du ser på
          selgersiden når kunden har åpnet og bestilt.
        </p>
        <Link to={paths.sellerDesk}>Tilbake til selgersiden</Link>
      </Alert>
    );
  }

  return (
    <form className="seller-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Send til kunden</h3>
      <p className="checkout__hint">
        Kunden får en lenke på SMS og/eller e-post som åpner denne handlekurven.
      </p>
      <FormField label="Kundens telefonnummer" error={errors.phone}>
        {(control) => (
          <input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            {...control}
          />
        )}
      </FormField>
      <FormField label="Kundens e-post" error={errors.email}>
        {(control) => (
          <input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...control}
          />
        )}
      </FormField>
      <div aria-live="polite">{failure && <Alert type="error">{failure}</Alert>}</div>
      <Button type="submit" busy={send.isPending}>
        Send til kunden
      </Button>
    </form>
  );
}
