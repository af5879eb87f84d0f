import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";
import type { RichText } from "@mt/domain/entities/rich-text";
import type { FieldPath } from "../edit-context";

function setIn(container: unknown, path: FieldPath, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (Array.isArray(container)) {
    return container.map((item, index) => (index === step ? setIn(item, rest, value) : item));
  }
  const record = (container ?? {}) as Record<string | number, unknown>;
  return { ...record, [step]: setIn(record[step], rest, value) };
}

/** The modules with one field of one module set (found by key, also inside manual templates). */
export function setModuleField(
  modules: readonly Module[],
  key: string,
  field: FieldPath,
  value: unknown,
): Module[] {
  return modules.map((module) => {
    if (module.key === key) return { ...module, data: setIn(module.data, field, value) as Module["data"] };
    const nested = (module.data as { modules?: unknown }).modules;
    if (module.type === MODULE_TEMPLATE_TYPE && Array.isArray(nested)) {
      return {
        ...module,
        data: { ...module.data, modules: setModuleField(nested as Module[], key, field, value) },
      };
    }
    return module;
  });
}

/** Rich text as plain paragraphs, so a user can copy what they wrote. */
export function richTextAsPlainText(value: RichText): string {
  return value
    .map((block) => (block._type === "block" ? block.children.map((child) => child.text).join("") : ""))
    .filter(Boolean)
    .join("\n\n");
}
