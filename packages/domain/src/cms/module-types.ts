// The module registry's type names, without zod: the browser's renderer map needs only these.

export const MODULE_TYPES = [
  "hero",
  "rich_text",
  "image",
  "text_with_image",
  "button_group",
  "job_category_grid",
  "unique_selling_points",
  "faq",
  "call_to_action",
  "post_code_check",
  "module_template",
] as const;

export type ModuleType = (typeof MODULE_TYPES)[number];

export const USP_ICONS = ["check", "price", "clock", "shield", "star", "tool"] as const;

const known = new Set<string>(MODULE_TYPES);

export function isKnownModuleType(type: string): type is ModuleType {
  return known.has(type);
}
