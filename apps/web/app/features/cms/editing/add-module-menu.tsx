import { MODULE_TYPES, type ModuleType } from "@mt/domain/cms/module-types";
import type { Module } from "@mt/domain/entities/module";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { MODULE_NAMES, newModule, templateModule } from "./module-catalogue";
import { useModuleTemplates } from "./module-templates-query";

const PLACEABLE = MODULE_TYPES.filter(
  (type): type is Exclude<ModuleType, "module_template"> => type !== "module_template",
);

/** "Legg til modul": a module type from the registry, or a module template placed synced or manual. */
export function AddModuleMenu({ onAdd, position }: { onAdd(module: Module): void; position: string }) {
  const [open, setOpen] = useState(false);
  const templates = useModuleTemplates(open);
  const add = (module: Module) => {
    setOpen(false);
    onAdd(module);
  };
  return (
    <div className="add-module">
      <Button
        variant="tertiary"
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`Legg til modul ${position}`}
      >
        + Legg til modul
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Legg til modul">
        <h3 className="add-module__heading">Modultyper</h3>
        <ul className="add-module__types">
          {PLACEABLE.map((type) => (
            <li key={type}>
              <Button variant="secondary" size="small" onClick={() => add(newModule(type))}>
                {MODULE_NAMES[type]}
              </Button>
            </li>
          ))}
        </ul>
        <h3 className="add-module__heading">Modulmaler</h3>
        <p className="add-module__hint">
          Synkronisert viser malen slik den til enhver tid er; Manuell legger inn en kopi som endres på siden.
        </p>
        {templates.isPending && <Spinner />}
        {templates.isError && <Alert type="error">Kunne ikke hente modulmalene.</Alert>}
        {templates.data?.length === 0 && <p>Det finnes ingen modulmaler ennå.</p>}
        <ul className="add-module__templates">
          {templates.data?.map((template) => (
            <li key={template.id}>
              <span>{template.title}</span>
              <Button
                size="small"
                variant="secondary"
                aria-label={`${template.title}: Synkronisert`}
                onClick={() => add(templateModule(template, "Synced"))}
              >
                Synkronisert
              </Button>
              <Button
                size="small"
                variant="secondary"
                aria-label={`${template.title}: Manuell`}
                onClick={() => add(templateModule(template, "Manual"))}
              >
                Manuell
              </Button>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
