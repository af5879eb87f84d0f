import { Section } from "../../../components/ui/section";
import { TextInput } from "../../../components/ui/text-input";

/** The storefront's text input: filtered typing, a clear button, its own message. */
export function TextInputSection() {
  return (
    <Section
      id="tekstfelt"
      title="Tekstfelt"
      description="Butikkens tekstfelt: filtrerer det som skrives, kan tømmes, og sier selv hva som er galt."
    >
      <div className="design-system__grid">
        <TextInput label="Postnummer" inputMode="numeric" allow={/^\d{0,4}$/} clearable defaultValue="0150" />
        <TextInput label="Navn" hint="Slik det står på døra" />
        <TextInput label="Telefon" error="Skriv et norsk mobilnummer med 8 siffer" defaultValue="12" />
        <TextInput label="Låst felt" disabled defaultValue="Kan ikke endres" />
      </div>
    </Section>
  );
}
