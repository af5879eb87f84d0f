import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";

export const newModuleKey = (): string => crypto.randomUUID();

/** A deep copy of the module with new keys, nested template modules included. */
export function withFreshKeys(module: Module, makeKey: () => string = newModuleKey): Module {
  const data = structuredClone(module.data);
  if (module.type === MODULE_TEMPLATE_TYPE && Array.isArray(data.modules)) {
    data.modules = (data.modules as Module[]).map((nested) => withFreshKeys(nested, makeKey));
  }
  return { key: makeKey(), type: module.type, data };
}

/** The list with the module at `from` moved to `to` (indexes clamped to the list). */
export function moveModule(modules: Module[], from: number, to: number): Module[] {
  const target = Math.max(0, Math.min(modules.length - 1, to));
  if (from === target || from < 0 || from >= modules.length) return modules;
  const next = [...modules];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as Module);
  return next;
}

/** The list with a copy (fresh keys) of the module `key` right after it. */
export function duplicateModule(modules: Module[], key: string, makeKey?: () => string): Module[] {
  const index = modules.findIndex((module) => module.key === key);
  if (index < 0) return modules;
  const copy = withFreshKeys(modules[index] as Module, makeKey);
  return [...modules.slice(0, index + 1), copy, ...modules.slice(index + 1)];
}

export function removeModule(modules: Module[], key: string): Module[] {
  return modules.filter((module) => module.key !== key);
}

/** The list with `module` inserted at `index` (at the end when index is past it). */
export function insertModule(modules: Module[], index: number, module: Module): Module[] {
  const at = Math.max(0, Math.min(modules.length, index));
  return [...modules.slice(0, at), module, ...modules.slice(at)];
}

export function replaceModule(modules: Module[], module: Module): Module[] {
  return modules.map((current) => (current.key === module.key ? module : current));
}
