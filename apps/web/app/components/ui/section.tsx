import { type ReactNode, useId } from "react";
import "./section.css";

/**
 * A part of a page under its own heading (h2 unless said), named by it for screen readers' region
 * list; a description and actions may sit beside the heading.
 */
export function Section({
  title,
  description,
  actions,
  level = 2,
  id,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  level?: 2 | 3;
  /** The section's id, for a link to it. */
  id?: string;
  children: ReactNode;
}) {
  const headingId = `${useId()}-heading`;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="ui-section" aria-labelledby={headingId} id={id}>
      <div className="ui-section__head">
        <div>
          <Heading id={headingId} className="ui-section__title">
            {title}
          </Heading>
          {description && <p className="ui-section__description">{description}</p>}
        </div>
        {actions && <div className="ui-section__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
