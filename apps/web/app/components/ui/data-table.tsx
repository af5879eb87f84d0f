import type { ReactNode } from "react";
import { Link } from "react-router";
import "./data-table.css";

/**
 * A column whose header is a sort link: where the link goes, and how the list is sorted by it now.
 * Only the column the list is sorted by carries `aria-sort` (ARIA: one header at a time); the others
 * say "(sorter)" to a screen reader.
 */
export interface ColumnSort {
  href: string;
  direction?: "ascending" | "descending";
}

export interface Column<Row> {
  key: string;
  /** The column's name: the header, and the label of its line on a phone card. */
  label: string;
  /** Shown in the header in place of the label, e.g. a hidden label for a column of buttons. */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures (on wide screens). */
  numeric?: boolean;
  /** The cell that names the row (a `th scope="row"`), the card's title on a phone. */
  rowHeader?: boolean;
  sort?: ColumnSort;
}

function SortHeader({ label, sort }: { label: string; sort: ColumnSort }) {
  return (
    <Link className="ui-table__sort" to={sort.href} preventScrollReset>
      {label}{" "}
      <span aria-hidden="true" className="ui-table__sort-mark">
        {sort.direction === "ascending" ? "▲" : sort.direction === "descending" ? "▼" : "↕"}
      </span>
      {!sort.direction && <span className="visually-hidden">(sorter)</span>}
    </Link>
  );
}

/**
 * The one table of lists: a caption (hidden when the page heading already says it), a header that
 * stays in view while the page scrolls, and on phones (≤ 767 px) each row a card whose lines are
 * labelled by their column. A link with the class `ui-table__open` covers its row for the mouse;
 * links and buttons with `ui-table__above` stay clickable above it.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowTestId,
  busy = false,
  describedBy,
  current,
}: {
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A test id on each row, for the browser tests. */
  rowTestId?: string;
  /** While the next list loads: dimmed and `aria-busy`. */
  busy?: boolean;
  /** The id of the text that describes the table (its count). */
  describedBy?: string;
  /** The row open beside the list (an editor): marked `aria-current` and highlighted. */
  current?: (row: Row) => boolean;
}) {
  return (
    <table
      className={busy ? "ui-table ui-table--busy" : "ui-table"}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      <caption className={captionHidden ? "visually-hidden" : "ui-table__caption"}>{caption}</caption>
      {/* Below 768 px the rows stack as cards, each cell named by its column: the heads are for screen readers. */}
      <thead className="visually-hidden-narrow">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={column.numeric ? "ui-table__numeric" : undefined}
              aria-sort={column.sort?.direction}
            >
              {column.sort ? (
                <SortHeader label={column.label} sort={column.sort} />
              ) : (
                (column.header ?? column.label)
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="ui-table__row"
            data-testid={rowTestId}
            aria-current={current?.(row) || undefined}
          >
            {columns.map((column) => {
              const className = column.numeric ? "ui-table__numeric" : undefined;
              return column.rowHeader ? (
                <th key={column.key} scope="row" className={className} data-label={column.label}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key} className={className} data-label={column.label}>
                  <div className="ui-table__value">{column.cell(row)}</div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
