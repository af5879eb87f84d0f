import { z } from "zod";
import { buttonSchema } from "../entities/button.ts";
import { syncModeSchema } from "../entities/enums.ts";
import { MODULE_TEMPLATE_TYPE, type Module, moduleSchema } from "../entities/module.ts";
import { emptyRichText, richTextSchema } from "../entities/rich-text.ts";
import { cmsImageSchema } from "./cms-image.ts";
import { isKnownModuleType, type ModuleType, USP_ICONS } from "./module-types.ts";
import { PALETTE_COLOURS, type PaletteColour } from "./palette.ts";
import { isSafeHref, UNSAFE_LINK_MESSAGE } from "./safe-url.ts";

// The module registry's data side: one zod schema per module type. The web app registers one
// renderer per type in the same map shape (features/cms/module-registry.tsx).

/** A button whose url, if any, is a safe link. */
export const cmsButtonSchema = buttonSchema.superRefine((button, ctx) => {
  if (button.url && !isSafeHref(button.url))
    ctx.addIssue({ code: "custom", message: UNSAFE_LINK_MESSAGE, path: ["url"] });
});
export type CmsButton = z.infer<typeof cmsButtonSchema>;

/** Portable Text whose links and images all point at safe URLs. There is no raw HTML block. */
export const cmsRichTextSchema = richTextSchema.superRefine((blocks, ctx) => {
  blocks.forEach((block, index) => {
    if (block._type === "image") {
      if (!isSafeHref(block.url))
        ctx.addIssue({ code: "custom", message: UNSAFE_LINK_MESSAGE, path: [index, "url"] });
      if (block.link && !isSafeHref(block.link.url)) {
        ctx.addIssue({ code: "custom", message: UNSAFE_LINK_MESSAGE, path: [index, "link", "url"] });
      }
      return;
    }
    block.markDefs.forEach((mark, markIndex) => {
      const href = (mark as { href?: unknown }).href;
      if (mark._type === "link" && href !== undefined && (typeof href !== "string" || !isSafeHref(href))) {
        ctx.addIssue({
          code: "custom",
          message: UNSAFE_LINK_MESSAGE,
          path: [index, "markDefs", markIndex, "href"],
        });
      }
    });
  });
});

export const paletteColourSchema = z.enum(PALETTE_COLOURS as [PaletteColour, ...PaletteColour[]]);

const background = paletteColourSchema.nullish();
const text = z.string().max(5000).default("");
const heading = z.string().max(300).default("");
const richText = cmsRichTextSchema.default(emptyRichText);

export const moduleDataSchemas = {
  hero: z.object({
    heading,
    text,
    image: cmsImageSchema.nullish(),
    buttons: z.array(cmsButtonSchema).max(4).default([]),
    align: z.enum(["left", "center"]).default("left"),
    background,
  }),
  rich_text: z.object({
    content: richText,
    maxWidth: z.number().int().min(200).max(1160).nullish(),
    background,
  }),
  image: z.object({
    image: cmsImageSchema,
    caption: text,
    width: z.number().int().min(40).max(1160).nullish(),
    background,
  }),
  text_with_image: z.object({
    heading,
    content: richText,
    image: cmsImageSchema.nullish(),
    imagePosition: z.enum(["left", "right"]).default("right"),
    buttons: z.array(cmsButtonSchema).max(4).default([]),
    background,
  }),
  button_group: z.object({
    buttons: z.array(cmsButtonSchema).max(6).default([]),
    align: z.enum(["left", "center", "right"]).default("left"),
    background,
  }),
  job_category_grid: z.object({
    heading,
    intro: text,
    categories: z
      .array(
        z.object({
          title: z.string().min(1).max(120),
          text,
          image: cmsImageSchema.nullish(),
          link: cmsButtonSchema,
        }),
      )
      .max(24)
      .default([]),
    background,
  }),
  unique_selling_points: z.object({
    heading,
    items: z
      .array(z.object({ title: z.string().min(1).max(120), text, icon: z.enum(USP_ICONS).default("check") }))
      .max(12)
      .default([]),
    background,
  }),
  faq: z.object({
    heading,
    items: z
      .array(z.object({ question: z.string().min(1).max(300), answer: richText }))
      .max(50)
      .default([]),
    background,
  }),
  call_to_action: z.object({
    heading,
    text,
    button: cmsButtonSchema.nullish(),
    background: paletteColourSchema.default("brand"),
  }),
  /** The post-code field (spec section 2's check) placed on a page; it leads to the area's jobs. */
  post_code_check: z.object({
    heading: z.string().max(120).default(""),
    buttonText: z.string().trim().min(1).max(40).default("Se jobber"),
    background,
  }),
  module_template: z.object({
    templateId: z.number().int().nullish(),
    syncMode: syncModeSchema.default("Synced"),
    modules: z.array(moduleSchema).default([]),
  }),
} as const satisfies Record<ModuleType, z.ZodType>;

export type ModuleData<T extends ModuleType> = z.output<(typeof moduleDataSchemas)[T]>;

/** A module's data parsed by its type's schema; null for an unknown type or invalid data. */
export function parseModuleData<T extends ModuleType>(type: T, data: unknown): ModuleData<T> | null {
  const result = moduleDataSchemas[type].safeParse(data);
  return result.success ? (result.data as ModuleData<T>) : null;
}

/**
 * Page modules as stored: every known module's data checked and filled with its defaults, nested
 * template modules too. Unknown types pass unchanged (the site renders nothing for them).
 */
export const cmsModulesSchema: z.ZodType<Module[], unknown> = z
  .array(moduleSchema)
  .transform((modules, ctx) => {
    const normalise = (list: Module[], path: (string | number)[]): Module[] =>
      list.map((module, index) => {
        if (!isKnownModuleType(module.type)) return module;
        const result = moduleDataSchemas[module.type].safeParse(module.data);
        if (!result.success) {
          for (const issue of result.error.issues) {
            ctx.addIssue({
              code: "custom",
              message: issue.message,
              path: [...path, index, "data", ...issue.path],
            });
          }
          return module;
        }
        const data = result.data as Record<string, unknown>;
        if (module.type === MODULE_TEMPLATE_TYPE) {
          data.modules = normalise(data.modules as Module[], [...path, index, "data", "modules"]);
        }
        return { ...module, data };
      });
    return normalise(modules, []);
  });

/** The checked modules, or the first problem's message. */
export function validateModules(
  modules: unknown,
): { ok: true; modules: Module[] } | { ok: false; message: string } {
  const result = cmsModulesSchema.safeParse(modules);
  if (result.success) return { ok: true, modules: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: `${issue?.path.join(".")}: ${issue?.message}` };
}

/**
 * Modules ready for the renderers (run on the server, so the browser needs no zod): each known
 * module's data parsed with its defaults; a known module with invalid data is left out and named in
 * `dropped`. Unknown types stay, and the renderer skips them with a warning.
 */
export function prepareModulesForRender(modules: readonly Module[]): {
  modules: Module[];
  dropped: Module[];
} {
  const dropped: Module[] = [];
  const prepare = (list: readonly Module[]): Module[] =>
    list.flatMap((module) => {
      if (!isKnownModuleType(module.type)) return [module];
      const result = moduleDataSchemas[module.type].safeParse(module.data);
      if (!result.success) {
        dropped.push(module);
        return [];
      }
      const data = result.data as Record<string, unknown>;
      if (module.type === MODULE_TEMPLATE_TYPE) data.modules = prepare(data.modules as Module[]);
      return [{ ...module, data }];
    });
  return { modules: prepare(modules), dropped };
}

/**
 * Known modules with valid data get their defaults filled in (nested template modules too); anything
 * else is returned unchanged, so an editor still sees what is stored.
 */
export function withModuleDefaults(modules: readonly Module[]): Module[] {
  return modules.map((module) => {
    if (!isKnownModuleType(module.type)) return module;
    const result = moduleDataSchemas[module.type].safeParse(module.data);
    if (!result.success) return module;
    const data = result.data as Record<string, unknown>;
    if (module.type === MODULE_TEMPLATE_TYPE) data.modules = withModuleDefaults(data.modules as Module[]);
    return { ...module, data };
  });
}
