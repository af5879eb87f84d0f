import { paths } from "@mt/domain/routes/routes";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { storeInspectionMode } from "../../lib/order/booking-session";
import { clearSellerOrder } from "./order-reset";
import "./seller.css";
import { PageHeader } from "../../components/ui/page-header";

/**
 * /videobefaring: a seller books a video inspection for a customer. The honest version (decision 034):
 * a new order whose inspection is by video; the seller picks a job that starts with an inspection, the
 * time page comes with "Videobefaring på mobilen" chosen, and the seller's checkout books it
 * (inspectionMode VIDEO to book-by-seller).
 */
export function VideoInspectionPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <div className="container seller-video">
      <PageHeader
        title="Videobefaring"
        lead="Noen jobber starter med en befaring før montøren gir et fast pristilbud. Befaringen kan gjøres på video: kunden viser montøren stedet med mobilen sin, og slipper å være hjemme for et besøk."
      />
      <ol>
        <li>Skriv inn kundens postnummer og velg en jobb som starter med befaring.</li>
        <li>Velg tidspunkt for videobefaringen sammen med kunden.</li>
        <li>Fyll inn kundens opplysninger og bekreft telefonnummeret med koden kunden får på SMS.</li>
      </ol>
      <p>Kunden får en lenke til videomøtet på SMS og e-post.</p>
      <Button
        busy={busy}
        onClick={async () => {
          setBusy(true);
          await clearSellerOrder({ newCustomer: true });
          storeInspectionMode("VIDEO");
          navigate(paths.allJobs);
        }}
      >
        Start bestilling med videobefaring
      </Button>
    </div>
  );
}
