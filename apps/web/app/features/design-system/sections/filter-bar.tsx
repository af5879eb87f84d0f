import { paths } from "@mt/domain/routes/routes";
import { FilterBar } from "../../../components/ui/filter-bar";
import { FormField } from "../../../components/ui/form-field";
import { Section } from "../../../components/ui/section";
import { Select } from "../../../components/ui/select";
import { Example } from "../example";

function StatusSelect({ value }: { value: string }) {
  return (
    <FormField label="Status">
      {(control) => (
        <Select {...control} name="status" defaultValue={value}>
          <option value="">Alle</option>
          <option value="open">Åpne</option>
          <option value="done">Utførte</option>
        </Select>
      )}
    </FormField>
  );
}

/** The filter bar, with nothing filtered and with a filter set. */
export function FilterBarSection() {
  return (
    <Section
      id="filterlinje"
      title="Filterlinje"
      description="Den ene måten å filtrere en liste på: søk, listens egne valg, Søk-knappen og Nullstill når noe er valgt."
    >
      <Example label="Ingenting filtrert">
        <FilterBar
          label="Eksempel: filtrer prosjekter"
          action={paths.designSystem}
          resetHref={paths.designSystem}
          filtered={false}
          search={{
            label: "Søk etter prosjekt",
            name: "search",
            value: "",
            hint: "Navn, telefon eller nummer",
          }}
        >
          <StatusSelect value="" />
        </FilterBar>
      </Example>
      <Example label="Med et filter valgt">
        <FilterBar
          label="Eksempel: filtrer prosjekter, filtrert"
          action={paths.designSystem}
          resetHref={paths.designSystem}
          filtered
          search={{ label: "Søk etter prosjekt", name: "search", value: "Kari" }}
        >
          <StatusSelect value="open" />
        </FilterBar>
      </Example>
    </Section>
  );
}
