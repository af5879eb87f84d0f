import { cmsRichTextSchema, withModuleDefaults } from "@mt/domain/cms/module-schemas";
import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";

type Path = readonly (string | number)[];

/** The module with this key: on the page, or inside a manual module template (synced ones belong to their template). */
export function findModule(modules: readonly Module[], key: string): Module | undefined {
  for (const module of modules) {
    if (module.key === key) return module;
    const data = module.data as { syncMode?: string; modules?: unknown };
    if (module.type === MODULE_TEMPLATE_TYPE && data.syncMode === "Manual" && Array.isArray(data.modules)) {
      const nested = findModule(data.modules as Module[], key);
      if (nested) return nested;
    }
  }
  return undefined;
}

function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const step of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/**
 * Whether the field holds rich text now (after defaults, so a rich-text field never set yet counts).
 * An empty array is not taken for rich text: every rich-text field holds at least one block.
 */
export function holdsRichText(module: Module, path: Path): boolean {
  const [withDefaults] = withModuleDefaults([module]);
  const value = valueAt(withDefaults?.data, path);
  return Array.isArray(value) && value.length > 0 && cmsRichTextSchema.safeParse(value).success;
}

/** Sets the field in the module's stored data; false when a step on the way is missing. */
export function setField(module: Module, path: Path, value: unknown): boolean {
  const parent = valueAt(module.data, path.slice(0, -1));
  if (parent === null || typeof parent !== "object") return false;
  (parent as Record<string | number, unknown>)[path[path.length - 1] as string | number] = value;
  return true;
}
