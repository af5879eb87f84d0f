import type { ReactNode } from "react";
import "./stat.css";

/** Which way a figure moved, said in words and an arrow, never by colour alone. */
export type StatTrend = "up" | "down" | "flat";

const arrows: Record<StatTrend, string> = { up: "↑", down: "↓", flat: "→" };

/**
 * One key figure: what it counts, the value, and optionally how it changed ("↑ 12 % fra forrige
 * måned"). The change's text says the direction; the arrow is decoration.
 */
export function Stat({
  label,
  value,
  change,
}: {
  label: ReactNode;
  value: ReactNode;
  change?: { trend: StatTrend; text: ReactNode };
}) {
  return (
    <div className="ui-stat">
      <dt className="ui-stat__label">{label}</dt>
      <dd className="ui-stat__value">{value}</dd>
      {change && (
        <dd className={`ui-stat__change ui-stat__change--${change.trend}`}>
          <span aria-hidden="true">{arrows[change.trend]} </span>
          {change.text}
        </dd>
      )}
    </div>
  );
}

/** Key figures side by side (a description list: each label names its value). */
export function StatGroup({ children }: { children: ReactNode }) {
  return <dl className="ui-stat-group">{children}</dl>;
}
