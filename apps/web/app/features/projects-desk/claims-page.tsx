import { paths } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import "./projects-desk.css";

/** /reklamasjon/liste: no claims can be registered yet, so the list is empty and says why. */
export function ClaimsPage() {
  return (
    <div className="container desk-page">
      <h1>Reklamasjoner</h1>
      <div className="desk-empty">
        <h2>Ingen reklamasjoner ennå</h2>
        <p>
          Her samles reklamasjonene når kunder melder fra om feil eller mangler etter en utført jobb. Du ser
          hver reklamasjon sammen med prosjektet den gjelder.
        </p>
        <p>
          <Link to={paths.projects}>Gå til prosjektene</Link>
        </p>
      </div>
    </div>
  );
}
