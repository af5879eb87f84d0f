import type { ProjectView } from "@mt/contract/booking";
import { formatPrice, oreToKroner } from "@mt/domain/format/price";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { paths } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useEffect } from "react";
import { Link } from "react-router";
import { ProjectFacts } from "../../components/project-facts";
import { buttonClassName } from "../../components/ui/button";
import { trackEcommerce } from "../../lib/ecommerce-events";
import { useOrderHydrated, useOrderStore } from "../../lib/order/order-store";
import "./booking.css";

const PURCHASE_TRACKED = "purchase-tracked";

/**
 * /order/confirm?prosjekt={uuid}: what was booked, when, the price and what happens next. The
 * first visit after booking clears the cart and reports the purchase once.
 */
export function ConfirmPage({ project }: { project: ProjectView | null }) {
  const hydrated = useOrderHydrated();

  useEffect(() => {
    if (!hydrated || !project) return;
    if (sessionStorage.getItem(PURCHASE_TRACKED) === project.uuid) return;
    sessionStorage.setItem(PURCHASE_TRACKED, project.uuid);
    // The booked cart is done: the order state forgets it (and the inspection time).
    const store = useOrderStore.getState();
    store.reset("cart");
    const after = useOrderStore.getState();
    after.replace({ ...after, inspectionDateTime: null, inspectionTopic: [] });
    trackEcommerce(
      "purchase",
      project.lineItems.map((line) => ({
        item_id: String(line.jobTypeId),
        item_name: line.title,
        item_category: line.typeKey,
        price: oreToKroner(line.totals.totalOre),
        quantity: 1,
      })),
      { transaction_id: String(project.number), tax: oreToKroner(project.totals.vatOre) },
    );
  }, [hydrated, project]);

  if (!project) {
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
  const when =
    project.windowStartsAt && project.windowEndsAt
      ? formatDayWindow(project.windowStartsAt, project.windowEndsAt)
      : "Ingen avtalt tid";
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
          <li>
            Du er logget inn og kan følge bestillingen på Min side. Senere logger du inn med telefonnummeret
            ditt.
          </li>
        </ol>
        <Link to={paths.dashboard} className={buttonClassName()}>
          Gå til Min side
        </Link>
      </section>
    </div>
  );
}
