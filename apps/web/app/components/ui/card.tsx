import type { ReactNode } from "react";
import "./card.css";

/**
 * A bordered box that holds one thing: a summary, a form, a person. Its optional title is an h3 (a
 * card sits in a section) unless said; `footer` holds its actions.
 */
export function Card({
  title,
  level = 3,
  footer,
  className,
  children,
}: {
  title?: ReactNode;
  level?: 2 | 3 | 4;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={["ui-card", className].filter(Boolean).join(" ")}>
      {title && <Heading className="ui-card__title">{title}</Heading>}
      <div className="ui-card__body">{children}</div>
      {footer && <div className="ui-card__footer">{footer}</div>}
    </div>
  );
}
