import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Section } from "../../../components/ui/section";
import { Example } from "../example";

/** The form field around any control: label, hint, optional, error, and a checkbox's order. */
export function FormFieldSection() {
  return (
    <Section
      id="skjemafelt"
      title="Skjemafelt"
      description="Etikett, hjelpetekst, «Valgfritt» og feilmelding, koblet til feltet for skjermlesere."
    >
      <div className="design-system__grid">
        <Example label="Med hjelpetekst">
          <FormField label="Organisasjonsnummer" hint="9 siffer">
            {(control) => <input {...control} inputMode="numeric" />}
          </FormField>
        </Example>
        <Example label="Valgfritt">
          <FormField label="Firmanavn" optional>
            {(control) => <input {...control} />}
          </FormField>
        </Example>
        <Example label="Med feil">
          <FormField label="E-post" error="Skriv en gyldig e-postadresse">
            {(control) => <input {...control} type="email" defaultValue="kari@" />}
          </FormField>
        </Example>
        <Example label="Avkrysning">
          <FormField label="Send meg nyhetsbrev" check>
            {(control) => <Checkbox {...control} />}
          </FormField>
        </Example>
      </div>
    </Section>
  );
}
