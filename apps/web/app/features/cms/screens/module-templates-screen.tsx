import type { CmsModuleTemplate } from "@mt/contract/cms";
import { formatDateTime } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/quantity";
import { paths, routes } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/ui/button";
import "../../../components/desk.css";
import "./cms-screens.css";

/** /module-templates: the module templates, each opened to edit; "Ny modulmal" makes one. */
export function ModuleTemplatesScreen({ templates }: { templates: CmsModuleTemplate[] }) {
  return (
    <div className="container desk-page cms-screens">
      <div className="desk-page__head">
        <h1>Modulmaler</h1>
        <div className="desk-page__actions">
          <Link className={buttonClassName()} to={paths.newModuleTemplate}>
            Ny modulmal
          </Link>
        </div>
      </div>
      <p className="desk-page__count">{formatCount(templates.length, "modulmal", "modulmaler")}</p>
      {templates.length === 0 ? (
        <div className="desk-empty">
          <h2>Ingen modulmaler ennå</h2>
          <p>En modulmal er en gruppe moduler som kan settes inn på mange sider.</p>
        </div>
      ) : (
        <table className="desk-table">
          <caption className="visually-hidden">Modulmaler</caption>
          <thead>
            <tr>
              <th scope="col">Tittel</th>
              <th scope="col">Moduler</th>
              <th scope="col">Endret</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr key={template.id} className="desk-table__row" data-testid="module-template-row">
                <td data-label="Tittel">
                  <Link to={routes.moduleTemplate(template.id)}>{template.title}</Link>
                </td>
                <td data-label="Moduler">{template.data.length}</td>
                <td data-label="Endret">{formatDateTime(template.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
