import { Alert } from "../../../components/ui/alert";
import { Section } from "../../../components/ui/section";

/** Alerts in their four types. */
export function AlertsSection() {
  return (
    <Section
      id="varsler"
      title="Varsler"
      description="Info og suksess venter sin tur i skjermleseren; advarsel og feil avbryter."
    >
      <div className="design-system__grid">
        <Alert type="info" title="Til informasjon">
          Montøren ringer dagen før.
        </Alert>
        <Alert type="success" title="Lagret">
          Innstillingene er lagret.
        </Alert>
        <Alert type="warning" title="Snart utløpt">
          Reservasjonen utløper om 2 minutter.
        </Alert>
        <Alert type="error" title="Noe gikk galt">
          Prøv igjen om litt.
        </Alert>
      </div>
    </Section>
  );
}
