import { z } from "zod";

export const MODULE_TEMPLATE_TYPE = "module_template";

export interface Module {
  key: string;
  type: string;
  data: Record<string, unknown>;
}

/** A page module. A module of type module_template holds its nested modules in data.modules. */
export const moduleSchema: z.ZodType<Module> = z
  .object({
    key: z.string().min(1),
    type: z.string().min(1),
    data: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((module, ctx) => {
    if (module.type !== MODULE_TEMPLATE_TYPE) return;
    const nested = z.array(moduleSchema).safeParse(module.data.modules ?? []);
    if (!nested.success) {
      for (const issue of nested.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: ["data", "modules", ...issue.path] });
      }
    }
  });

/** The nested modules of a module_template module; other modules have none. */
export function nestedModules(module: Module): Module[] {
  if (module.type !== MODULE_TEMPLATE_TYPE) return [];
  const modules = module.data.modules;
  return Array.isArray(modules) ? (modules as Module[]) : [];
}

/** Every module, depth first, with nested template modules after their parent. */
export function flattenModules(modules: readonly Module[]): Module[] {
  return modules.flatMap((module) => [module, ...flattenModules(nestedModules(module))]);
}
