import { DATE_ENTRY_MESSAGE } from "@mt/domain/format/date-entry";
import { DateField } from "../../../components/ui/date-field";
import { Section } from "../../../components/ui/section";

/** The date field in each of its states, for the design-system page. */
export function DateFieldSection() {
  return (
    <Section
      id="datofelt"
      title="Datofelt"
      description="Ett felt for alle datoer: skriv dd.mm.åååå, eller velg i nettleserens kalender med knappen ved siden av. Verdien er en ISO-dato (åååå-mm-dd)."
    >
      <DateField label="Tom" defaultValue="" />
      <DateField label="Utfylt" defaultValue="2026-12-24" />
      <DateField label="Med feil" defaultValue="31.02.2026" error={DATE_ENTRY_MESSAGE} />
      <DateField label="Deaktivert" defaultValue="2026-12-24" disabled />
    </Section>
  );
}
