import { type ProjectView, projectViewSchema } from "@mt/contract/booking";
import { formatDateTimeLong, formatInOslo } from "@mt/domain/format/date";
import { formatPrice, oreToKroner } from "@mt/domain/format/price";
import { paths } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ProjectFacts } from "../../components/project-facts";
import { buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { trackEcommerce } from "../../lib/analytics";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import { bookedProject } from "./booking-session";
import "./booking.css";

const PURCHASE_TRACKED = "purchase-tracked";

/** /order/confirm: what was booked, when, the price and what happens next; clears the cart. */
export function ConfirmPage() {
  const hydrated = useOrderHydrated();
  const [project, setProject] = useState<ProjectView | null | undefined>(undefined);

  useEffect(() => {
    if (!hydrated) return;
    const parsed = projectViewSchema.safeParse(bookedProject());
    const booked = parsed.success ? parsed.data : null;
    setProject(booked);
    if (!booked) return;
    // The booked cart is done: the order state forgets it (and the inspection time).
    const store = useOrderStore.getState();
    store.reset("cart");
    const after = useOrderStore.getState();
    after.replace({ ...after, inspectionDateTime: null, inspectionTopic: [] });
    if (sessionStorage.getItem(PURCHASE_TRACKED) === booked.uuid) return;
    sessionStorage.setItem(PURCHASE_TRACKED, booked.uuid);
    trackEcommerce(
      "purchase",
      booked.lineItems.map((line) => ({
        item_id: String(line.jobTypeId),
        item_name: line.title,
        item_category: line.typeKey,
        price: oreToKroner(line.totals.totalOre),
        quantity: 1,
      })),
      { transaction_id: String(booked.number), tax: oreToKroner(booked.totals.vatOre) },
    );
  }, [hydrated]);

  if (project === undefined) {
    return (
      <div className="container confirm">
        <h1>Takk for bestillingen</h1>
        <Spinner />
      </div>
    );
  }
  if (project === null) {
    return (
      <div className="container confirm">
        <h1>Bestillingsbekreftelse</h1>
        <p>Vi fant ingen ny bestilling i denne nettleseren. Du ser alle bestillingene dine på Min side.</p>
        <Link to={paths.dashboard} className={buttonClassName()}>
          Gå til Min side
        </Link>
      </div>
    );
  }

  const inspection = project.kind === "INSPECTION";
  const when = `${formatDateTimeLong(project.windowStartsAt)}–${formatInOslo(project.windowEndsAt, "HH:mm")}`;
  return (
    <div className="container confirm">
      <h1>Takk for bestillingen!</h1>
      <p className="confirm__lead">
        {inspection ? "Befaringen er bestilt." : "Jobben er bestilt."} Bestillingsnummer{" "}
        <strong data-testid="project-number">{project.number}</strong>.
      </p>
      <section className="confirm__card" aria-labelledby="confirm-what">
        <h2 id="confirm-what">Dette har du bestilt</h2>
        <ul className="confirm__lines">
          {project.lineItems.map((line) => (
            <li key={`${line.jobTypeId}-${line.title}`}>
              <span>{line.title}</span> <span>{formatPrice(line.totals.totalOre)}</span>
            </li>
          ))}
        </ul>
        <ProjectFacts project={project} when={when} className="confirm__facts">
          <div>
            <dt>Pris</dt>
            <dd data-testid="confirm-price">
              {formatPrice(project.totals.totalOre)}{" "}
              <span className="confirm__vat">(herav mva. {formatPrice(project.totals.vatOre)})</span>
            </dd>
          </div>
        </ProjectFacts>
      </section>
      <section className="confirm__card" aria-labelledby="confirm-next">
        <h2 id="confirm-next">Hva skjer nå?</h2>
        <ol className="confirm__steps">
          <li>
            Du får en bekreftelse på SMS til {formatPhone(project.contactInformation.phoneNumber)} og på
            e-post til {project.contactInformation.email}.
          </li>
          <li>
            {inspection
              ? "Montøren tar befaringen på avtalt tid og sender deg et fast pristilbud etterpå."
              : "Installatøren bekrefter jobben, og montøren kommer i tidsvinduet du valgte."}
          </li>
          <li>Du kan følge bestillingen på Min side. Logg inn med telefonnummeret ditt.</li>
        </ol>
        <Link to={paths.dashboard} className={buttonClassName()}>
          Gå til Min side
        </Link>
      </section>
    </div>
  );
}
