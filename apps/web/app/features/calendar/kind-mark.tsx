import { type CalendarItemKind, ITEM_KIND_LABELS } from "./calendar-items";

const SYMBOLS: Record<CalendarItemKind, string> = { job: "■", inspection: "●", claim: "▲" };

/** A booking's kind as a symbol and a word (never colour alone); the symbol is hidden from screen readers. */
export function KindMark({ kind }: { kind: CalendarItemKind }) {
  return (
    <span className={`cal-kind cal-kind--${kind}`}>
      <span aria-hidden="true">{`${SYMBOLS[kind]} `}</span>
      {ITEM_KIND_LABELS[kind]}
    </span>
  );
}
