import { paths } from "@mt/domain/routes/routes";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toasts";
import { clearSellerOrder } from "./order-reset";
import "./seller.css";

/** "Ny bestilling" and "Tøm": start clean for a new customer, or clear what the last one left. */
export function NewOrderActions() {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<"new" | "clear" | null>(null);
  return (
    <div className="seller-actions">
      <Button
        busy={busy === "new"}
        onClick={async () => {
          setBusy("new");
          await clearSellerOrder({ newCustomer: true });
          navigate(paths.allJobs);
        }}
      >
        Ny bestilling
      </Button>
      <Button
        variant="secondary"
        busy={busy === "clear"}
        onClick={async () => {
          setBusy("clear");
          await clearSellerOrder();
          setBusy(null);
          toast.success("Handlekurven og kundens opplysninger er tømt.");
        }}
      >
        Tøm
      </Button>
    </div>
  );
}

/** Above the CMS content of /selger: the way to the desk for a logged-in seller. */
export function SellerDeskBlock({ name }: { name: string | null }) {
  return (
    <div className="container">
      <section className="seller-block" aria-labelledby="seller-block-heading" data-testid="seller-block">
        <h2 id="seller-block-heading">{name ? `Hei, ${name}` : "Din selgerside"}</h2>
        <p>Start en ny bestilling for en kunde, eller se handlekurvene og bestillingene dine.</p>
        <div className="seller-actions">
          <NewOrderActions />
          <Link to={paths.sellerDesk} className="seller-block__link">
            Gå til selgersiden
          </Link>
        </div>
      </section>
    </div>
  );
}
