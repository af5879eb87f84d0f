import { zodResolver } from "@hookform/resolvers/zod";
import { type SellerCart, sendCartBySeller } from "@mt/contract/seller";
import { paths } from "@mt/domain/routes/routes";
import { emailSchema, phoneSchema } from "@mt/domain/validation/field-schemas";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";

export const EITHER_MESSAGE = "Fyll ut telefonnummer eller e-post";

type Field = "phone" | "email";

/** The server's field names (`body.phone_number`) as the form's. */
function formField(serverKey: string): Field | null {
  const key = serverKey.replace(/^body\./, "");
  if (key === "phone_number") return "phone";
  if (key === "email") return "email";
  return null;
}

/** The filled-in channels, at least one, each cleaned by the contract's own rules. */
export const sendToCustomerSchema = z
  .object({ phone: z.string(), email: z.string() })
  .transform((value, ctx) => {
    const channels: { phone_number?: string; email?: string } = {};
    if (!value.phone.trim() && !value.email.trim()) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: EITHER_MESSAGE });
      return z.NEVER;
    }
    if (value.phone.trim()) {
      const parsed = phoneSchema.safeParse(value.phone);
      if (parsed.success) channels.phone_number = parsed.data;
      else ctx.addIssue({ code: "custom", path: ["phone"], message: parsed.error.issues[0]?.message ?? "" });
    }
    if (value.email.trim()) {
      const parsed = emailSchema.safeParse(value.email);
      if (parsed.success) channels.email = parsed.data;
      else ctx.addIssue({ code: "custom", path: ["email"], message: parsed.error.issues[0]?.message ?? "" });
    }
    return channels;
  });
type SendInput = z.input<typeof sendToCustomerSchema>;
type SendOutput = z.output<typeof sendToCustomerSchema>;
type SendBody = SendOutput & { sellerDescription: string | null };

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
  const form = useForm<SendInput, unknown, SendOutput>({
    resolver: zodResolver(sendToCustomerSchema),
    defaultValues: { phone: "", email: "" },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (body: SendBody) =>
      (await callApi(browserFetch, sendCartBySeller, { params: { id: cartUuid }, body })).data.cart,
    onSuccess: (cart) => onSent?.(cart),
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.error.fieldErrors).length > 0) {
        const rest: string[] = [];
        for (const [key, messages] of Object.entries(error.error.fieldErrors)) {
          const field = formField(key);
          if (field) form.setError(field, { message: messages.join("\n") });
          else rest.push(messages.join("\n"));
        }
        setFailure(rest.length > 0 ? rest.join("\n") : null);
        return;
      }
      setFailure(errorMessage(error));
    },
  });

  const submit = form.handleSubmit((channels) => {
    setFailure(null);
    send.mutate({
      ...channels,
      sellerDescription: sellerDescription?.trim() ? sellerDescription.trim() : null,
    });
  });

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
      <FormField label="Kundens telefonnummer" error={errors.phone?.message}>
        {(control) => (
          <input type="tel" inputMode="tel" autoComplete="off" {...control} {...form.register("phone")} />
        )}
      </FormField>
      <FormField label="Kundens e-post" error={errors.email?.message}>
        {(control) => <input type="email" autoComplete="off" {...control} {...form.register("email")} />}
      </FormField>
      <div aria-live="polite">{failure && <Alert type="error">{failure}</Alert>}</div>
      <Button type="submit" busy={send.isPending}>
        Send til kunden
      </Button>
    </form>
  );
}
