import { isKnownModuleType } from "@mt/domain/cms/module-types";
import type { Module } from "@mt/domain/entities/module";
import type { ComponentType } from "react";
import { EditContext, ModuleKeyContext } from "./editing/edit-context";
import { moduleRenderers } from "./module-registry";
import type { ModuleContext, ModuleProps } from "./modules/module-props";
import "./cms.css";

const MAX_DEPTH = 3;

function warn(message: string, module: Module) {
  console.warn(`[cms] ${message}`, { key: module.key, type: module.type });
}

/** One module through the registry (the module editor renders them one at a time). */
export function CmsModule({ module, context }: { module: Module; context: ModuleContext }) {
  if (!isKnownModuleType(module.type)) {
    warn("Unknown module type, rendering nothing", module);
    return null;
  }
  if (module.type === "module_template") {
    const nested = module.data.modules;
    if (!Array.isArray(nested) || context.depth >= MAX_DEPTH) return null;
    // Synced templates arrive with the template's current modules and are edited in the template;
    // manual ones hold their own copy, edited on the page.
    const rendered = (
      <CmsModules modules={nested as Module[]} first={context.first} depth={context.depth + 1} />
    );
    return module.data.syncMode === "Manual" ? rendered : <EditContext value={null}>{rendered}</EditContext>;
  }
  const Renderer = moduleRenderers[module.type] as ComponentType<ModuleProps<typeof module.type>>;
  return (
    <ModuleKeyContext value={module.key}>
      <Renderer data={module.data as never} context={context} />
    </ModuleKeyContext>
  );
}

/**
 * Renders CMS modules through the module registry: the public pages, the job pages' marketing
 * content and `POST page/render-module` all use this. The modules must have been prepared on the
 * server (`prepareModulesForRender`, which `loadCmsPage` does), so the browser needs no schemas.
 * The first module may carry the page's h1.
 */
export function CmsModules({
  modules,
  first = true,
  depth = 0,
}: {
  modules: Module[];
  first?: boolean;
  depth?: number;
}) {
  return (
    <>
      {modules.map((module, index) => (
        <CmsModule key={module.key} module={module} context={{ first: first && index === 0, depth }} />
      ))}
    </>
  );
}
