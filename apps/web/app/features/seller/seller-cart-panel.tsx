import { sellerDescriptionSchema } from "@mt/contract/seller";
import { paths } from "@mt/domain/routes/routes";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { useOrderStore } from "../../lib/order/order-store";
import { SendToCustomerForm } from "./send-to-customer-form";
import "./seller.css";

const DESCRIPTION_MAX = 2000;

/** The seller description (order state "sellerDescription"), kept in the order store as it is typed. */
export function SellerDescriptionField({ error }: { error?: string | undefined } = {}) {
  const description = useOrderStore((s) => s.sellerDescription);
  const parsed = sellerDescriptionSchema.safeParse(description ?? "");
  return (
    <FormField
      label="Selgers beskrivelse"
      hint="Hva kunden kjøpte i butikken. Saksbehandler og montør ser dette."
      optional
      error={parsed.success ? error : parsed.error.issues[0]?.message}
    >
      {(control) => (
        <textarea
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={description ?? ""}
          onChange={(e) => {
            const store = useOrderStore.getState();
            store.replace({ ...store, sellerDescription: e.target.value === "" ? null : e.target.value });
          }}
          {...control}
        />
      )}
    </FormField>
  );
}

/**
 * The cart page of a seller: the seller description and, instead of the customer's checkout, "Send til
 * kunden" or "Bestill for kunden" (the time chosen with the customer, then the seller's checkout).
 */
export function SellerCartPanel({ cartUuid, canChooseTime }: { cartUuid: string; canChooseTime: boolean }) {
  const [sending, setSending] = useState(false);
  const description = useOrderStore((s) => s.sellerDescription);
  return (
    <section className="seller-panel" aria-label="Selgers valg" data-testid="seller-cart-panel">
      <SellerDescriptionField />
      <div className="seller-actions">
        <Link
          to={paths.chooseTime}
          className={buttonClassName({}, !canChooseTime && "ui-button--disabled")}
          aria-disabled={!canChooseTime || undefined}
          onClick={(e) => {
            if (!canChooseTime) e.preventDefault();
          }}
        >
          Bestill for kunden
        </Link>
        {!sending && (
          <button
            type="button"
            className={buttonClassName({ variant: "secondary" })}
            onClick={() => setSending(true)}
          >
            Send til kunden
          </button>
        )}
      </div>
      {sending && <SendToCustomerForm cartUuid={cartUuid} sellerDescription={description} />}
    </section>
  );
}
