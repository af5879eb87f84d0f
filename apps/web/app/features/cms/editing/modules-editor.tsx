import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { prepareModulesForRender } from "@mt/domain/cms/module-schemas";
import type { Module } from "@mt/domain/entities/module";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { CmsModule } from "../cms-modules";
import { AddModuleMenu } from "./add-module-menu";
import { moduleName } from "./module-catalogue";
import { duplicateModule, insertModule, moveModule, removeModule, replaceModule } from "./module-ops";
import { ModuleSettingsDialog } from "./module-settings-dialog";
import { ModuleToolbar } from "./module-toolbar";
import "./modules-editor.css";

export interface ModulesEditorProps {
  modules: Module[];
  onChange(modules: Module[]): void;
  /** Names the list for screen readers ("Modulene på siden", "Modulene i malen"). */
  label: string;
}

const instructions: ScreenReaderInstructions = {
  draggable:
    "Trykk mellomrom eller Enter for å løfte modulen. Flytt den med piltastene, trykk mellomrom eller Enter for å slippe den, eller Escape for å avbryte.",
};

function announcements(modules: Module[]): Announcements {
  const describe = (id: string | number) => {
    const index = modules.findIndex((module) => module.key === id);
    return `${moduleName(modules[index]?.type ?? "")} (modul ${index + 1} av ${modules.length})`;
  };
  const position = (id: string | number | undefined) => modules.findIndex((module) => module.key === id) + 1;
  return {
    onDragStart: ({ active }) => `Løftet ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${moduleName(modules[position(active.id) - 1]?.type ?? "")} er over plass ${position(over.id)}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${moduleName(modules[position(active.id) - 1]?.type ?? "")} ble sluppet på plass ${position(over.id)}.`
        : "Modulen ble sluppet.",
    onDragCancel: ({ active }) => `Flyttingen ble avbrutt. ${describe(active.id)} ligger der den lå.`,
  };
}

/**
 * A list of modules edited in place: every field through the field editors, and modules added (from
 * the registry or a module template), reordered, duplicated and removed. Used by the page editor and
 * the module-template screen.
 */
export function ModulesEditor({ modules, onChange, label }: ModulesEditorProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: "auto" }),
  );
  const [settingsFor, setSettingsFor] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const settingsModule = modules.find((module) => module.key === settingsFor);
  const removingModule = modules.find((module) => module.key === removing);

  // The site scrolls smoothly; while a module is dragged, dnd-kit must see where things are at once.
  const instantScroll = (on: boolean) => {
    document.documentElement.style.scrollBehavior = on ? "auto" : "";
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    instantScroll(false);
    if (!over || active.id === over.id) return;
    const from = modules.findIndex((module) => module.key === active.id);
    const to = modules.findIndex((module) => module.key === over.id);
    onChange(moveModule(modules, from, to));
  }

  return (
    <section className="modules-editor" aria-label={label}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={() => instantScroll(true)}
        onDragEnd={onDragEnd}
        onDragCancel={() => instantScroll(false)}
        accessibility={{ announcements: announcements(modules), screenReaderInstructions: instructions }}
      >
        <SortableContext items={modules.map((module) => module.key)} strategy={verticalListSortingStrategy}>
          {modules.map((module, index) => (
            <div key={module.key}>
              <AddModuleMenu
                position={`før modul ${index + 1}`}
                onAdd={(added) => onChange(insertModule(modules, index, added))}
              />
              <SortableModule
                module={module}
                index={index}
                count={modules.length}
                onMove={(step) => onChange(moveModule(modules, index, index + step))}
                onDuplicate={() => onChange(duplicateModule(modules, module.key))}
                onRemove={() => setRemoving(module.key)}
                onSettings={() => setSettingsFor(module.key)}
              />
            </div>
          ))}
        </SortableContext>
      </DndContext>
      <AddModuleMenu
        position="til slutt"
        onAdd={(added) => onChange(insertModule(modules, modules.length, added))}
      />
      {modules.length === 0 && <p className="modules-editor__empty">Ingen moduler ennå.</p>}
      {settingsModule && (
        <ModuleSettingsDialog
          module={settingsModule}
          onClose={() => setSettingsFor(null)}
          onSave={(data) => {
            setSettingsFor(null);
            onChange(replaceModule(modules, { ...settingsModule, data }));
          }}
        />
      )}
      <Modal
        open={removingModule !== undefined}
        onClose={() => setRemoving(null)}
        title="Fjerne modulen?"
        description={
          removingModule
            ? `${moduleName(removingModule.type)} fjernes fra listen. Du kan angre etterpå.`
            : undefined
        }
      >
        <div className="module-settings__actions">
          <Button
            onClick={() => {
              setRemoving(null);
              if (removingModule) onChange(removeModule(modules, removingModule.key));
            }}
          >
            Fjern modulen
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Avbryt
          </Button>
        </div>
      </Modal>
    </section>
  );
}

function SortableModule({
  module,
  index,
  count,
  onMove,
  onDuplicate,
  onRemove,
  onSettings,
}: {
  module: Module;
  index: number;
  count: number;
  onMove(step: -1 | 1): void;
  onDuplicate(): void;
  onRemove(): void;
  onSettings(): void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: module.key,
    });
  // The renderers expect their defaults filled in; data they cannot show is named instead.
  const prepared = prepareModulesForRender([module]).modules[0];
  const label = `${index + 1}. modul: ${moduleName(module.type)}${
    module.type === "module_template"
      ? ` (${module.data.syncMode === "Manual" ? "manuell" : "synkronisert"})`
      : ""
  }`;
  return (
    <div
      ref={setNodeRef}
      className={`module-editor${isDragging ? " module-editor--dragging" : ""}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-module-key={module.key}
    >
      <ModuleToolbar
        label={label}
        isFirst={index === 0}
        isLast={index === count - 1}
        handle={{ attributes, listeners, setRef: setActivatorNodeRef }}
        onMove={onMove}
        onDuplicate={onDuplicate}
        onRemove={onRemove}
        onSettings={onSettings}
      />
      {prepared ? (
        <CmsModule module={prepared} context={{ first: index === 0 && module.type === "hero", depth: 0 }} />
      ) : (
        <p className="module-editor__invalid">Modulen har ugyldige data og vises ikke for besøkende.</p>
      )}
    </div>
  );
}
