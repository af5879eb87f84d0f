import { useId } from "react";
import { Checkbox } from "../../../components/ui/checkbox";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import { FormField } from "../../../components/ui/form-field";
import { Radio } from "../../../components/ui/radio";
import { Section } from "../../../components/ui/section";
import { Select } from "../../../components/ui/select";
import { TextInput } from "../../../components/ui/text-input";
import { Example } from "../example";

const ignore = () => {};

function Options() {
  return (
    <>
      <option value="">Alle fylker</option>
      <option value="oslo">Oslo</option>
      <option value="vestland">Vestland</option>
    </>
  );
}

function RadioGroup({
  legend,
  disabled = false,
  error,
}: {
  legend: string;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="design-system__choices"
      style={{ display: "grid", gap: "var(--space-2)" }}
      {...(error && { "aria-describedby": errorId })}
    >
      <legend>{legend}</legend>
      {[
        ["ON_SITE", "Montøren kommer hjem til deg"],
        ["VIDEO", "På video"],
      ].map(([value, label], index) => (
        <label key={value}>
          <Radio
            name={id}
            value={value}
            defaultChecked={!error && index === 0}
            disabled={disabled}
            {...(error && { "aria-invalid": true })}
          />{" "}
          {label}
        </label>
      ))}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Text input, checkbox, radio, select and file drop zone: every state each one has. */
export function FormControlsSection() {
  return (
    <Section
      id="skjemaelementer"
      title="Skjemaelementer"
      description="Native kontroller med vårt utseende: tastatur, skjermleser og mobilens egne velgere virker som vanlig. Feil vises med rød kant og tekst under feltet; fokus med blå ring."
    >
      <Example label="Tekstfelt: vanlig, med hjelpetekst, valgfritt, med feil, ikke tilgjengelig">
        <TextInput label="Navn" />
        <TextInput label="Postnummer" hint="Fire sifre." allow={/^\d{0,4}$/} />
        <TextInput label="Firma" rules={{ optional: true }} />
        <TextInput label="E-post" defaultValue="ola@" error="Gi riktig e-post" />
        <TextInput label="Kundenummer" defaultValue="100 234" disabled />
      </Example>

      <Example label="Avkrysning: av, på, delvis, ikke tilgjengelig, med feil">
        <FormField check label="SMS når kunden min bestiller">
          {(control) => <Checkbox {...control} />}
        </FormField>
        <FormField check label="E-post når kunden min bestiller">
          {(control) => <Checkbox {...control} defaultChecked />}
        </FormField>
        <FormField check label="Alle arbeidstyper" hint="Noen, ikke alle, er valgt.">
          {(control) => <Checkbox {...control} indeterminate />}
        </FormField>
        <FormField check label="Nødvendige" hint="Alltid på.">
          {(control) => <Checkbox {...control} checked disabled onChange={ignore} />}
        </FormField>
        <FormField check label="Statistikk">
          {(control) => <Checkbox {...control} disabled />}
        </FormField>
        <FormField check label="Jeg godtar vilkårene" error="Du må godta vilkårene">
          {(control) => <Checkbox {...control} />}
        </FormField>
      </Example>

      <Example label="Radioknapper: valgt, ikke tilgjengelig, med feil">
        <RadioGroup legend="Hvordan vil du ha befaringen?" />
        <RadioGroup legend="Befaring (ikke tilgjengelig)" disabled />
        <RadioGroup legend="Befaring (med feil)" error="Velg hvordan du vil ha befaringen." />
      </Example>

      <Example label="Nedtrekksliste: vanlig, kompakt, ikke tilgjengelig, med feil">
        <FormField label="Fylke">
          {(control) => (
            <Select {...control} defaultValue="">
              <Options />
            </Select>
          )}
        </FormField>
        <FormField label="Fylke (kompakt, i verktøylinjer og tette skjema)">
          {(control) => (
            <Select {...control} compact defaultValue="oslo">
              <Options />
            </Select>
          )}
        </FormField>
        <FormField label="Fylke (ikke tilgjengelig)">
          {(control) => (
            <Select {...control} disabled defaultValue="vestland">
              <Options />
            </Select>
          )}
        </FormField>
        <FormField label="Fylke (med feil)" error="Velg et fylke">
          {(control) => (
            <Select {...control} defaultValue="">
              <Options />
            </Select>
          )}
        </FormField>
      </Example>

      <Example label="Filopplasting: vanlig (viser valgte filer), ikke tilgjengelig, med feil">
        <FormField label="Dokumenter" hint="PDF, flere filer">
          {(control) => <FileDropZone {...control} accept=".pdf" multiple hint="PDF" onFiles={ignore} />}
        </FormField>
        <FormField label="Bilder (ikke tilgjengelig)">
          {(control) => <FileDropZone {...control} noun="bilder" disabled onFiles={ignore} />}
        </FormField>
        <FormField label="Fil (med feil)" error="Filen er for stor (høyst 10 MB).">
          {(control) => <FileDropZone {...control} noun="filen" onFiles={ignore} />}
        </FormField>
      </Example>
    </Section>
  );
}
