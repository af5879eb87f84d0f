import type { CmsButton } from "@mt/domain/cms/module-schemas";
import { type ComponentProps, type MouseEvent, useState } from "react";
import type { FieldEditors } from "../edit-context";
import { ButtonDialog } from "./button-dialog";

type ButtonsProps = ComponentProps<FieldEditors["Buttons"]>;
type ButtonProps = ComponentProps<FieldEditors["Button"]>;

/** In edit mode a click on a rendered link edits it instead of following it. */
function stopLinks(event: MouseEvent<HTMLElement>, edit?: (index: number) => void) {
  const link = (event.target as HTMLElement).closest("a");
  if (!link) return;
  event.preventDefault();
  const links = [...event.currentTarget.querySelectorAll("a")];
  edit?.(links.indexOf(link));
}

/** The rendered buttons with controls to add, edit and remove them (at most `max`). */
export function ButtonsFieldEditor({ value, onChange, label, max, children }: ButtonsProps) {
  // Which button's dialog is open: an index, "new", or none.
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const current = typeof editing === "number" ? (value[editing] ?? null) : null;
  return (
    <div className="cms-edit-field cms-edit-buttons">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks on the links inside are caught; the buttons below are the keyboard way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the buttons below edit by keyboard */}
      <div onClick={(event) => stopLinks(event, (index) => index >= 0 && setEditing(index))}>{children}</div>
      <fieldset className="cms-edit-toolbar">
        <legend className="visually-hidden">{label}</legend>
        {value.map((button, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no ids, titles may repeat
          <span key={index} className="cms-edit-toolbar__pair">
            <button type="button" className="cms-edit-chip" onClick={() => setEditing(index)}>
              Rediger «{button.title}»
            </button>
            <button
              type="button"
              className="cms-edit-chip"
              aria-label={`Fjern knappen «${button.title}»`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </span>
        ))}
        {value.length < max && (
          <button type="button" className="cms-edit-chip" onClick={() => setEditing("new")}>
            + Legg til knapp
          </button>
        )}
      </fieldset>
      <ButtonDialog
        open={editing !== null}
        title={editing === "new" ? "Ny knapp" : "Rediger knapp"}
        button={current}
        onClose={() => setEditing(null)}
        onSave={(button: CmsButton) => {
          onChange(
            editing === "new" ? [...value, button] : value.map((b, i) => (i === editing ? button : b)),
          );
          setEditing(null);
        }}
      />
    </div>
  );
}

/** One rendered button or link with its editor; an optional one can be added and removed. */
export function ButtonFieldEditor({ value, onChange, label, children, required = false }: ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="cms-edit-field cms-edit-button">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: clicks on the link inside are caught; the button below is the keyboard way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the button below edits by keyboard */}
      <div onClick={(event) => stopLinks(event, () => setOpen(true))}>{children}</div>
      <fieldset className="cms-edit-toolbar">
        <legend className="visually-hidden">{label}</legend>
        <button type="button" className="cms-edit-chip" onClick={() => setOpen(true)}>
          {value ? `Rediger ${label.toLowerCase()}` : `+ Legg til ${label.toLowerCase()}`}
        </button>
        {value && !required && (
          <button type="button" className="cms-edit-chip" onClick={() => onChange(null)}>
            Fjern {label.toLowerCase()}
          </button>
        )}
      </fieldset>
      <ButtonDialog
        open={open}
        title={value ? `Rediger ${label.toLowerCase()}` : `Ny ${label.toLowerCase()}`}
        button={value}
        onClose={() => setOpen(false)}
        onSave={(button) => {
          onChange(button);
          setOpen(false);
        }}
      />
    </div>
  );
}
