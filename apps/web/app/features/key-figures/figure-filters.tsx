import type { KeyFigures } from "@mt/contract/key-figures";
import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import { COUNTIES, countyLabels } from "@mt/domain/key-figures/county";
import { INTERVALS, intervalLabels } from "@mt/domain/key-figures/period";
import { paths } from "@mt/domain/routes/routes";
import { useId } from "react";
import { Form, Link } from "react-router";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { Select } from "../../components/ui/select";
import type { FiguresQuery } from "./figures-query";

/**
 * The filters: a GET form, so the filters live in the URL (a link shares the view) and it works
 * without JavaScript too.
 */
export function FigureFilters({ query, options }: { query: FiguresQuery; options: KeyFigures["options"] }) {
  const id = useId();
  const ids = {
    interval: `${id}-interval`,
    workType: `${id}-work-type`,
    county: `${id}-county`,
    contractor: `${id}-contractor`,
    salesPartner: `${id}-sales-partner`,
    department: `${id}-department`,
  };
  return (
    <Form method="get" className="key-figures__filters" aria-label="Filtre for nøkkeltall">
      <DateField label="Fra" name="from" defaultValue={query.from} required className="key-figures__field" />
      <DateField label="Til" name="to" defaultValue={query.to} required className="key-figures__field" />
      <div className="key-figures__field">
        <label htmlFor={ids.interval}>Vis per</label>
        <Select id={ids.interval} name="interval" defaultValue={query.interval}>
          {INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {intervalLabels[interval]}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor={ids.workType}>Arbeidstype</label>
        <Select id={ids.workType} name="workType" defaultValue={query.workType ?? ""}>
          <option value="">Alle</option>
          {WORK_TYPES.map((type) => (
            <option key={type} value={type}>
              {workTypeLabels[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor={ids.county}>Fylke</label>
        <Select id={ids.county} name="county" defaultValue={query.county ?? ""}>
          <option value="">Alle</option>
          {COUNTIES.map((county) => (
            <option key={county} value={county}>
              {countyLabels[county]}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor={ids.contractor}>Installatør</label>
        <Select id={ids.contractor} name="contractor" defaultValue={query.contractor ?? ""}>
          <option value="">Alle</option>
          {options.contractors.map((contractor) => (
            <option key={contractor.uuid} value={contractor.uuid}>
              {contractor.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor={ids.salesPartner}>Salgspartner</label>
        <Select id={ids.salesPartner} name="salesPartner" defaultValue={query.salesPartner ?? ""}>
          <option value="">Alle</option>
          {options.salesPartners.map((partner) => (
            <option key={partner.uuid} value={partner.uuid}>
              {partner.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor={ids.department}>Butikk</label>
        <Select id={ids.department} name="department" defaultValue={query.department ?? ""}>
          <option value="">Alle</option>
          {options.salesPartners
            .filter((partner) => partner.departments.length > 0)
            .map((partner) => (
              <optgroup key={partner.uuid} label={partner.name}>
                {partner.departments.map((department) => (
                  <option key={department.uuid} value={department.uuid}>
                    {department.name}
                  </option>
                ))}
              </optgroup>
            ))}
        </Select>
      </div>
      <div className="key-figures__actions">
        <Button type="submit" variant="primary">
          Vis tall
        </Button>
        <Link to={paths.keyFigures} className="key-figures__reset">
          Nullstill
        </Link>
      </div>
    </Form>
  );
}
