import type { ReactNode } from "react";

/** One state of a component on the design-system page: what it shows, then the component. */
export function Example({
  label,
  framed = false,
  children,
}: {
  label: string;
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="design-system__example">
      <p className="design-system__label">{label}</p>
      {framed ? <div className="design-system__frame">{children}</div> : children}
    </div>
  );
}
