import { z } from "zod";
import { moduleSchema } from "./module.ts";

export const moduleTemplateSchema = z.object({
  id: z.number().int().optional(),
  title: z.string().trim().min(1, "Må fylles ut").max(200),
  previewId: z.number().int().nullish(),
  data: z.array(moduleSchema).default([]),
});
export type ModuleTemplate = z.infer<typeof moduleTemplateSchema>;

/** The body of POST and PATCH module-template: {title, preview_id, data}. */
export const moduleTemplateBodySchema = z.object({
  title: z.string().trim().min(1, "Må fylles ut").max(200),
  preview_id: z.number().int().nullish(),
  data: z.array(moduleSchema).default([]),
});
export type ModuleTemplateBody = z.infer<typeof moduleTemplateBodySchema>;

export function moduleTemplateToBody(template: ModuleTemplate): ModuleTemplateBody {
  return { title: template.title, preview_id: template.previewId ?? null, data: template.data };
}

export function moduleTemplateFromBody(body: ModuleTemplateBody, id?: number): ModuleTemplate {
  return {
    ...(id === undefined ? {} : { id }),
    title: body.title,
    previewId: body.preview_id ?? null,
    data: body.data,
  };
}
