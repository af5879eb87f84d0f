import type { KeyFigures } from "@mt/contract/key-figures";
import { useNavigation } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { FigureCards } from "./figure-cards";
import { FigureFilters } from "./figure-filters";
import { GroupTable, SeriesTable } from "./figure-tables";
import { downloadCsv } from "./figures-csv";
import type { FiguresQuery } from "./figures-query";
import { TimeChart } from "./time-chart";
import "./key-figures.css";

/** /nokkeltall: the key figures for global admins (decision 041). */
export function KeyFiguresPage({
  figures,
  query,
  errors,
}: {
  figures: KeyFigures;
  query: FiguresQuery;
  errors: string[] | null;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const empty = figures.current.orders === 0 && figures.current.carts === 0;
  return (
    <section className="container key-figures">
      <div className="key-figures__head">
        <h1>Nøkkeltall</h1>
        <Button variant="secondary" onClick={() => downloadCsv(figures)} disabled={empty}>
          Last ned CSV
        </Button>
      </div>
      <FigureFilters key={JSON.stringify(query)} query={query} options={figures.options} />
      {errors && (
        <Alert type="error" title="Filtrene kunne ikke brukes">
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <p>Viser de siste tolv månedene i stedet.</p>
        </Alert>
      )}
      <p className="key-figures__status" aria-live="polite">
        {loading && (
          <>
            <Spinner size="small" /> Oppdaterer tallene …
          </>
        )}
      </p>
      <div className="key-figures__results" aria-busy={loading}>
        {empty ? (
          <Alert type="info" title="Ingen ordre i perioden">
            Velg en annen periode eller fjern noen filtre.
          </Alert>
        ) : (
          <>
            <FigureCards figures={figures} />
            <section aria-labelledby="kf-time-title" className="key-figures__group">
              <h2 id="kf-time-title">Over tid</h2>
              <TimeChart figures={figures} describedBy="kf-series-table" />
              <SeriesTable figures={figures} id="kf-series-table" />
            </section>
            <div className="key-figures__groups">
              <GroupTable title="Per arbeidstype" keyHeader="Arbeidstype" rows={figures.byWorkType} />
              <GroupTable title="Per fylke" keyHeader="Fylke" rows={figures.byCounty} />
              <GroupTable title="Per installatør" keyHeader="Installatør" rows={figures.byContractor} />
              <GroupTable title="Per salgspartner" keyHeader="Salgspartner" rows={figures.bySalesPartner} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
