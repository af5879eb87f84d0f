import type { KeyFigures } from "@mt/contract/key-figures";
import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import { COUNTIES, countyLabels } from "@mt/domain/key-figures/county";
import { INTERVALS, intervalLabels } from "@mt/domain/key-figures/period";
import { paths } from "@mt/domain/routes/routes";
import { Form, Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import type { FiguresQuery } from "./figures-query";

/**
 * The filters: a GET form, so the filters live in the URL (a link shares the view) and it works
 * without JavaScript too.
 */
export function FigureFilters({ query, options }: { query: FiguresQuery; options: KeyFigures["options"] }) {
  return (
    <Form method="get" className="key-figures__filters" aria-label="Filtre for nøkkeltall">
      <div className="key-figures__field">
        <label htmlFor="kf-from">Fra</label>
        <input id="kf-from" name="from" type="date" defaultValue={query.from} required />
      </div>
      <div className="key-figures__field">
        <label htmlFor="kf-to">Til</label>
        <input id="kf-to" name="to" type="date" defaultValue={query.to} required />
      </div>
      <div className="key-figures__field">
        <label htmlFor="kf-interval">Vis per</label>
        <Select compact id="kf-interval" name="interval" defaultValue={query.interval}>
          {INTERVALS.map((interval) => (
            <option key={interval} value={interval}>
              {intervalLabels[interval]}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor="kf-work-type">Arbeidstype</label>
        <Select compact id="kf-work-type" name="workType" defaultValue={query.workType ?? ""}>
          <option value="">Alle</option>
          {WORK_TYPES.map((type) => (
            <option key={type} value={type}>
              {workTypeLabels[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor="kf-county">Fylke</label>
        <Select compact id="kf-county" name="county" defaultValue={query.county ?? ""}>
          <option value="">Alle</option>
          {COUNTIES.map((county) => (
            <option key={county} value={county}>
              {countyLabels[county]}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor="kf-contractor">Installatør</label>
        <Select compact id="kf-contractor" name="contractor" defaultValue={query.contractor ?? ""}>
          <option value="">Alle</option>
          {options.contractors.map((contractor) => (
            <option key={contractor.uuid} value={contractor.uuid}>
              {contractor.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor="kf-sales-partner">Salgspartner</label>
        <Select compact id="kf-sales-partner" name="salesPartner" defaultValue={query.salesPartner ?? ""}>
          <option value="">Alle</option>
          {options.salesPartners.map((partner) => (
            <option key={partner.uuid} value={partner.uuid}>
              {partner.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="key-figures__field">
        <label htmlFor="kf-department">Butikk</label>
        <Select compact id="kf-department" name="department" defaultValue={query.department ?? ""}>
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
