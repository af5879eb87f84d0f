import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";
import type { FieldPath } from "./edit-context";

/** A copy of `target` with the value at `path` replaced; objects and arrays on the way are copied. */
export function setIn(target: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(target) ? [...target] : [];
    list[head] = setIn(list[head], rest, value);
    return list;
  }
  const record =
    typeof target === "object" && target !== null && !Array.isArray(target)
      ? (target as Record<string, unknown>)
      : {};
  return { ...record, [head as string]: setIn(record[head as string], rest, value) };
}

/**
 * The modules with one field of the module `key` set, also when that module sits inside a manual
 * module template. The same list comes back when no module has the key.
 */
export function setModuleField(modules: Module[], key: string, field: FieldPath, value: unknown): Module[] {
  let found = false;
  const walk = (list: Module[]): Module[] =>
    list.map((module) => {
      if (found) return module;
      if (module.key === key) {
        found = true;
        return { ...module, data: setIn(module.data, field, value) as Module["data"] };
      }
      if (module.type === MODULE_TEMPLATE_TYPE && Array.isArray(module.data.modules)) {
        const nested = walk(module.data.modules as Module[]);
        return found ? { ...module, data: { ...module.data, modules: nested } } : module;
      }
      return module;
    });
  const result = walk(modules);
  return found ? result : modules;
}
