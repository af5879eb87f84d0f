import { type createJobTemplate, type JobTemplate, jobTemplateBodySchema } from "@mt/contract/catalogue";
import type { RouteInput } from "@mt/contract/define-route";
import { kronerInput, oreFromKronerInput } from "@mt/domain/format/price";
import { type JobDefinition, jobDefinitionSchema } from "@mt/domain/price/job-definition";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { z } from "zod";

export type TemplateBody = NonNullable<RouteInput<typeof createJobTemplate>["body"]>;

/** The draft as the form holds it: amounts and counts as typed, the rest as the definition has it. */
export type DraftInput = Omit<JobDefinition, "basePriceOre" | "baseDurationMinutes" | "solar"> & {
  basePriceKr: string;
  baseDurationMinutes: string;
  solar: { panelType: string; roofType: string; panelQty: string };
};

export interface TemplateFormInput {
  slug: string;
  /** A category's id, or "" for none. */
  categoryId: string;
  pageId: string;
  order: number;
  active: boolean;
  draft: DraftInput;
}

const PRICE_MESSAGE = "Skriv prisen i kroner, for eksempel 1490 eller 1490,50";
const digits = (message: string) => z.string().trim().regex(/^\d*$/, message);

export const blankDefinition = (): JobDefinition =>
  jobDefinitionSchema.parse({
    title: "Ny jobb",
    workType: "ELECTRICIAN",
    basePriceOre: 0,
    baseDurationMinutes: 60,
  });

export function draftInput(definition: JobDefinition): DraftInput {
  const { basePriceOre, baseDurationMinutes, solar, ...rest } = definition;
  return {
    ...rest,
    basePriceKr: kronerInput(basePriceOre),
    baseDurationMinutes: String(baseDurationMinutes),
    solar: {
      panelType: solar?.panelType ?? "",
      roofType: solar?.roofType ?? "",
      panelQty: solar?.panelQty == null ? "" : String(solar.panelQty),
    },
  };
}

/** The definition the draft stands for (an amount that cannot be read counts as 0, for the live from-price). */
export function definitionOf(draft: DraftInput): JobDefinition {
  const { basePriceKr, baseDurationMinutes, solar, ...rest } = draft;
  const filled = solar.panelType.trim() || solar.roofType.trim() || solar.panelQty.trim();
  return {
    ...rest,
    basePriceOre: oreFromKronerInput(basePriceKr) ?? 0,
    baseDurationMinutes: Number(baseDurationMinutes.trim()) || 0,
    solar: filled
      ? {
          panelType: solar.panelType.trim() || null,
          roofType: solar.roofType.trim() || null,
          panelQty: solar.panelQty.trim() ? Number(solar.panelQty.trim()) : null,
        }
      : null,
  };
}

export function templateFormValues(
  template: JobTemplate | undefined,
  defaults: { categoryId: number | null; order: number },
): TemplateFormInput {
  return {
    slug: template?.slug ?? "",
    categoryId: String(template ? (template.categoryId ?? "") : (defaults.categoryId ?? "")),
    pageId: template?.pageId ? String(template.pageId) : "",
    order: template?.order ?? defaults.order,
    active: template?.active ?? true,
    draft: draftInput(template?.draft ?? blankDefinition()),
  };
}

/**
 * The form's rules: first what is typed as text (amounts, counts, ids), then the body's own rules
 * (slug, the whole definition with its questions), with the same field paths as the server's errors.
 */
export const templateFormSchema = z
  .object({
    slug: z.string(),
    categoryId: z.string(),
    pageId: digits("Skriv sidens id med sifre"),
    order: z.number(),
    active: z.boolean(),
    draft: z.looseObject({
      basePriceKr: z.string().refine((text) => (oreFromKronerInput(text) ?? -1) >= 0, PRICE_MESSAGE),
      baseDurationMinutes: z.string().trim().regex(/^\d+$/, "Skriv minuttene med sifre"),
      solar: z.object({
        panelType: z.string(),
        roofType: z.string(),
        panelQty: digits("Skriv antallet med sifre"),
      }),
    }),
  })
  .transform((values): z.input<typeof jobTemplateBodySchema> => {
    const form = values as unknown as TemplateFormInput;
    return {
      slug: form.slug,
      categoryId: form.categoryId ? Number(form.categoryId) : null,
      pageId: form.pageId.trim() ? Number(form.pageId) : null,
      order: form.order,
      active: form.active,
      draft: definitionOf(form.draft),
    };
  })
  .pipe(jobTemplateBodySchema);

/** A server field name as the form's: the body prefix gone, the price typed in kroner. */
export function formPath(serverKey: string): string {
  const key = serverKey.replace(/^body\./, "");
  return key === "draft.basePriceOre" ? "draft.basePriceKr" : key;
}

/** Every message in react-hook-form's nested errors, with its dotted path. */
export function flatErrors<T extends FieldValues>(errors: FieldErrors<T>): [string, string][] {
  const found: [string, string][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== "object") return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string" && message) found.push([path.join("."), message]);
    for (const [key, child] of Object.entries(node)) {
      if (key !== "ref" && key !== "message" && key !== "type" && key !== "types")
        walk(child, [...path, key]);
    }
  };
  walk(errors, []);
  return found;
}
