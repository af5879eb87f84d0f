import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { Button } from "../../../components/ui/button";

export interface ModuleToolbarProps {
  /** "1. modul: Toppbanner", for the toolbar's name. */
  label: string;
  isFirst: boolean;
  isLast: boolean;
  handle: {
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
    setRef(el: HTMLElement | null): void;
  };
  onMove(step: -1 | 1): void;
  onDuplicate(): void;
  onRemove(): void;
  onSettings(): void;
}

/** The module's controls, shown on hover and while focus is inside the module. */
export function ModuleToolbar({
  label,
  isFirst,
  isLast,
  handle,
  onMove,
  onDuplicate,
  onRemove,
  onSettings,
}: ModuleToolbarProps) {
  return (
    <div className="module-toolbar" role="toolbar" aria-label={label}>
      <button
        type="button"
        className="module-toolbar__handle"
        ref={handle.setRef}
        {...handle.attributes}
        {...handle.listeners}
        aria-label={`Dra for å flytte ${label}`}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          <path d="M5 3h2v2H5zm4 0h2v2H9zM5 7h2v2H5zm4 0h2v2H9zm-4 4h2v2H5zm4 0h2v2H9z" fill="currentColor" />
        </svg>
      </button>
      <span className="module-toolbar__name" aria-hidden="true">
        {label}
      </span>
      <Button size="small" variant="secondary" disabled={isFirst} onClick={() => onMove(-1)}>
        Flytt opp
      </Button>
      <Button size="small" variant="secondary" disabled={isLast} onClick={() => onMove(1)}>
        Flytt ned
      </Button>
      <Button size="small" variant="secondary" onClick={onDuplicate}>
        Dupliser
      </Button>
      <Button size="small" variant="secondary" onClick={onSettings}>
        Innstillinger
      </Button>
      <Button size="small" variant="secondary" onClick={onRemove}>
        Fjern
      </Button>
    </div>
  );
}
