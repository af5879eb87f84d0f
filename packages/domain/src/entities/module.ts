import { z } from "zod";

export const MODULE_TEMPLATE_TYPE = "module_template";

/** Templates hold modules, which may be templates again: this many levels, counting the outermost. */
export const MAX_MODULE_DEPTH = 5;
export const MODULE_DEPTH_MESSAGE = `Moduler kan ligge inni hverandre i høyst ${MAX_MODULE_DEPTH} nivåer.`;

export interface Module {
  key: string;
  type: string;
  data: Record<string, unknown>;
}

/** A page module. A module of type module_template holds its nested modules in data.modules. */
export const moduleSchema: z.ZodType<Module> = z
  .object({
    key: z.string().min(1).max(100),
    type: z.string().min(1).max(100),
    data: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((module, ctx) => {
    if (module.type !== MODULE_TEMPLATE_TYPE) return;
    if (moduleDepth(module) > MAX_MODULE_DEPTH) {
      ctx.addIssue({ code: "custom", message: MODULE_DEPTH_MESSAGE, path: ["data", "modules"] });
      return;
    }
    const nested = z.array(moduleSchema).safeParse(module.data.modules ?? []);
    if (!nested.success) {
      for (const issue of nested.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: ["data", "modules", ...issue.path] });
      }
    }
  });

/** Levels of nested template modules, counted without recursion and no further than one past the limit. */
export function moduleDepth(root: unknown): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 1 }];
  while (stack.length > 0 && deepest <= MAX_MODULE_DEPTH) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    deepest = Math.max(deepest, depth);
    const children =
      isRecord(value) && value.type === MODULE_TEMPLATE_TYPE && isRecord(value.data)
        ? value.data.modules
        : null;
    if (Array.isArray(children)) for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return deepest;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

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
