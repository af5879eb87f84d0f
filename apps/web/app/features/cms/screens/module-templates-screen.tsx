import type { CmsModuleTemplate } from "@mt/contract/cms";
import { formatDateTime } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/quantity";
import { paths, routes } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import { buttonClassName } from "../../../components/ui/button";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { PageHeader } from "../../../components/ui/page-header";
import { StateMessage } from "../../../components/ui/state-message";
import "../../../components/desk.css";
import "./cms-screens.css";

const COLUMNS: Column<CmsModuleTemplate>[] = [
  {
    key: "title",
    label: "Tittel",
    rowHeader: true,
    cell: (template) => <Link to={routes.moduleTemplate(template.id)}>{template.title}</Link>,
  },
  { key: "modules", label: "Moduler", numeric: true, cell: (template) => template.data.length },
  { key: "updated", label: "Endret", cell: (template) => formatDateTime(template.updatedAt) },
];

/** /module-templates: the module templates, each opened to edit; "Ny modulmal" makes one. */
export function ModuleTemplatesScreen({ templates }: { templates: CmsModuleTemplate[] }) {
  return (
    <div className="container desk-page cms-screens">
      <PageHeader
        title="Modulmaler"
        actions={
          <Link className={buttonClassName()} to={paths.newModuleTemplate}>
            Ny modulmal
          </Link>
        }
      />
      <p className="desk-page__count">{formatCount(templates.length, "modulmal", "modulmaler")}</p>
      {templates.length === 0 ? (
        <StateMessage kind="empty" title="Ingen modulmaler ennå">
          <p>En modulmal er en gruppe moduler som kan settes inn på mange sider.</p>
        </StateMessage>
      ) : (
        <DataTable
          caption="Modulmaler"
          captionHidden
          columns={COLUMNS}
          rows={templates}
          rowKey={(template) => String(template.id)}
          rowTestId="module-template-row"
        />
      )}
    </div>
  );
}
