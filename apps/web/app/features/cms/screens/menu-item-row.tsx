import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Radio } from "../../../components/ui/radio";
import { PageSearch } from "../page-search";
import { type EditableItem, linkItemTo } from "./menu-items";

export function itemName(item: EditableItem, index: number): string {
  return item.label.trim() || `Menypunkt ${index + 1}`;
}

/** One menu item: drag handle, label and link, move buttons; opened, its fields. */
export function MenuItemRow({
  item,
  index,
  count,
  open,
  error,
  onOpen,
  onChange,
  onMove,
  onRemove,
}: {
  item: EditableItem;
  index: number;
  count: number;
  open: boolean;
  error?: string | undefined;
  onOpen(open: boolean): void;
  onChange(item: EditableItem): void;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const sortable = useSortable({ id: item.uid });
  const name = itemName(item, index);
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={["cms-menu-item", sortable.isDragging && "cms-menu-item--dragging"]
        .filter(Boolean)
        .join(" ")}
      data-testid="menu-item"
    >
      <div className="cms-menu-item__row">
        <button
          type="button"
          className="cms-menu-item__handle"
          aria-label={`Dra ${name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden>⠿</span>
        </button>
        <span className="cms-menu-item__label">
          <strong>{name}</strong>{" "}
          <span className="desk-table__muted">
            {item.type === "page"
              ? item.pageId
                ? item.url || "Side"
                : "Ingen side valgt"
              : item.url || "Ingen adresse"}
          </span>
        </span>
        <span className="cms-menu-item__buttons">
          <Button variant="tertiary" size="small" disabled={index === 0} onClick={() => onMove(index - 1)}>
            Flytt opp <span className="visually-hidden">{name}</span>
          </Button>
          <Button
            variant="tertiary"
            size="small"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            Flytt ned <span className="visually-hidden">{name}</span>
          </Button>
          <Button variant="secondary" size="small" aria-expanded={open} onClick={() => onOpen(!open)}>
            {open ? "Lukk " : "Endre "}
            <span className="visually-hidden">{name}</span>
          </Button>
          <Button variant="tertiary" size="small" onClick={onRemove}>
            Fjern <span className="visually-hidden">{name}</span>
          </Button>
        </span>
      </div>
      {error && <p className="form-field__error">{error}</p>}
      {open && (
        <fieldset className="cms-menu-item__fields">
          <legend className="visually-hidden">{name}</legend>
          <FormField label="Tekst i menyen">
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                value={item.label}
                onChange={(event) => onChange({ ...item, label: event.target.value })}
              />
            )}
          </FormField>
          <fieldset className="cms-menu-item__kind">
            <legend>Lenker til</legend>
            <label>
              <Radio
                name={`${item.uid}-type`}
                checked={item.type === "page"}
                onChange={() => onChange({ ...item, type: "page" })}
              />{" "}
              En side
            </label>
            <label>
              <Radio
                name={`${item.uid}-type`}
                checked={item.type === "url"}
                onChange={() => onChange({ ...item, type: "url", pageId: null })}
              />{" "}
              En adresse (URL)
            </label>
          </fieldset>
          {item.type === "page" ? (
            <>
              <p>
                Valgt side: <strong>{item.pageId ? item.url || `side ${item.pageId}` : "ingen"}</strong>
              </p>
              <PageSearch onPick={(result) => onChange(linkItemTo(item, result))} />
            </>
          ) : (
            <FormField label="Adresse" hint="For eksempel /nettbutikk eller https://…">
              {(control) => (
                <input
                  {...control}
                  autoComplete="off"
                  value={item.url ?? ""}
                  onChange={(event) => onChange({ ...item, url: event.target.value })}
                />
              )}
            </FormField>
          )}
        </fieldset>
      )}
    </li>
  );
}
