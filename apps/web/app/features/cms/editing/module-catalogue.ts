import type { ModuleType } from "@mt/domain/cms/module-types";
import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";
import { emptyRichText } from "@mt/domain/entities/rich-text";
import { newModuleKey, withFreshKeys } from "./module-ops";

/** The module types' names in the editor. */
export const MODULE_NAMES: Record<ModuleType, string> = {
  hero: "Toppbanner",
  rich_text: "Rik tekst",
  image: "Bilde",
  text_with_image: "Tekst med bilde",
  button_group: "Knapper",
  job_category_grid: "Jobbkategorier",
  unique_selling_points: "Salgsargumenter",
  faq: "Spørsmål og svar",
  call_to_action: "Oppfordring",
  post_code_check: "Postnummersjekk",
  module_template: "Modulmal",
};

export const moduleName = (type: string): string =>
  (MODULE_NAMES as Record<string, string>)[type] ?? `Ukjent modul (${type})`;

/** A placeholder picture for a new image module until one is chosen from the media library. */
const PLACEHOLDER_IMAGE = { url: "/icon-512.png", alt: "" };

/** Data a new module of each type starts with; each passes its type's schema. */
export function defaultModuleData(type: Exclude<ModuleType, "module_template">): Record<string, unknown> {
  switch (type) {
    case "hero":
      return { heading: "Ny overskrift", text: "", buttons: [], align: "left" };
    case "rich_text":
      return { content: emptyRichText() };
    case "image":
      return { image: PLACEHOLDER_IMAGE, caption: "" };
    case "text_with_image":
      return {
        heading: "Ny overskrift",
        content: emptyRichText(),
        image: null,
        imagePosition: "right",
        buttons: [],
      };
    case "button_group":
      return { buttons: [], align: "left" };
    case "job_category_grid":
      return { heading: "Jobbkategorier", intro: "", categories: [] };
    case "unique_selling_points":
      return { heading: "Derfor velger du oss", items: [{ title: "Fast pris", text: "", icon: "check" }] };
    case "faq":
      return { heading: "Spørsmål og svar", items: [{ question: "Nytt spørsmål", answer: emptyRichText() }] };
    case "call_to_action":
      return { heading: "Ny overskrift", text: "", button: null, background: "brand" };
    case "post_code_check":
      return { heading: "Sjekk om vi dekker ditt område", buttonText: "Se jobber" };
  }
}

export function newModule(type: Exclude<ModuleType, "module_template">): Module {
  return { key: newModuleKey(), type, data: defaultModuleData(type) };
}

/**
 * A module template placed on a page: synced (shows the template's current modules, edited in the
 * template) or manual (a copy of its modules with new keys, edited on the page).
 */
export function templateModule(
  template: { id: number; data: Module[] },
  syncMode: "Synced" | "Manual",
): Module {
  const modules =
    syncMode === "Manual" ? template.data.map((module) => withFreshKeys(module)) : template.data;
  return {
    key: newModuleKey(),
    type: MODULE_TEMPLATE_TYPE,
    data: { templateId: template.id, syncMode, modules },
  };
}
