import { moduleDataSchemas } from "@mt/domain/cms/module-schemas";
import { isKnownModuleType } from "@mt/domain/cms/module-types";
import type { z } from "zod";

/** One field of a module's settings form, derived from the module type's schema. */
export type ModuleField =
  | { kind: "text"; name: string; label: string; multiline: boolean; optional: boolean }
  | { kind: "number"; name: string; label: string; min: number | null; max: number | null; optional: boolean }
  | {
      kind: "select";
      name: string;
      label: string;
      options: { value: string; label: string }[];
      optional: boolean;
    }
  | { kind: "palette"; name: string; label: string; optional: boolean };

const LABELS: Record<string, string> = {
  heading: "Overskrift",
  text: "Tekst",
  intro: "Ingress",
  caption: "Bildetekst",
  buttonText: "Knappetekst",
  align: "Justering",
  imagePosition: "Bildets plassering",
  icon: "Ikon",
  background: "Bakgrunnsfarge",
  maxWidth: "Største bredde (piksler)",
  width: "Bredde (piksler)",
};

const OPTION_LABELS: Record<string, string> = {
  left: "Venstre",
  center: "Midten",
  right: "Høyre",
  check: "Hake",
  price: "Pris",
  clock: "Klokke",
  shield: "Skjold",
  star: "Stjerne",
  tool: "Verktøy",
};

type AnySchema = z.ZodType & { def: { type: string; innerType?: AnySchema } };

/** The schema inside defaults, optionals and nullables, and whether it may be left empty. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (["default", "optional", "nullable", "prefault"].includes(inner.def.type) && inner.def.innerType) {
    if (inner.def.type !== "default") optional = true;
    inner = inner.def.innerType;
  }
  return { inner, optional };
}

/**
 * The settings a module type offers in its settings dialog: strings as text inputs, enums as
 * selects, numbers (widths) as number inputs and the background as the palette. Lists, rich text
 * and images are edited in place on the module.
 */
export function moduleFields(type: string): ModuleField[] {
  if (!isKnownModuleType(type) || type === "module_template") return [];
  const shape = (moduleDataSchemas[type] as unknown as { shape: Record<string, AnySchema> }).shape;
  const fields: ModuleField[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    const { inner, optional } = unwrap(schema);
    const label = LABELS[name] ?? name;
    if (name === "background") fields.push({ kind: "palette", name, label, optional });
    else if (inner.def.type === "string") {
      const maxLength = (inner as unknown as { maxLength: number | null }).maxLength;
      fields.push({ kind: "text", name, label, multiline: (maxLength ?? 0) > 300, optional });
    } else if (inner.def.type === "enum") {
      const values = (inner as unknown as { options: string[] }).options;
      fields.push({
        kind: "select",
        name,
        label,
        optional,
        options: values.map((value) => ({ value, label: OPTION_LABELS[value] ?? value })),
      });
    } else if (inner.def.type === "number") {
      const number = inner as unknown as { minValue: number | null; maxValue: number | null };
      fields.push({ kind: "number", name, label, min: number.minValue, max: number.maxValue, optional });
    }
  }
  return fields;
}
