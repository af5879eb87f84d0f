import type { ReactNode } from "react";
import "./page-header.css";

/**
 * The top of a page: its one h1, an optional lead line under it, and the page's actions (buttons or
 * links) beside it on wide screens and under it on phones.
 */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="ui-page-header">
      <div className="ui-page-header__text">
        <h1>{title}</h1>
        {lead && <p className="ui-page-header__lead">{lead}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </div>
  );
}
