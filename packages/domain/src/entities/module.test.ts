import { describe, expect, it } from "vitest";
import {
  flattenModules,
  MAX_MODULE_DEPTH,
  MODULE_DEPTH_MESSAGE,
  type Module,
  moduleDepth,
  moduleSchema,
  nestedModules,
} from "./module.ts";
import {
  moduleTemplateBodySchema,
  moduleTemplateFromBody,
  moduleTemplateSchema,
  moduleTemplateToBody,
} from "./module-template.ts";

const hero: Module = { key: "a", type: "hero", data: { title: "Hei" } };
const template: Module = { key: "t", type: "module_template", data: { modules: [hero] } };

describe("modules", () => {
  it("a module has key, type and data", () => {
    expect(moduleSchema.parse({ key: "a", type: "hero" })).toEqual({ key: "a", type: "hero", data: {} });
    expect(moduleSchema.safeParse({ key: "", type: "hero" }).success).toBe(false);
  });

  it("a module_template module holds nested modules, which are checked too", () => {
    expect(moduleSchema.parse(template)).toEqual(template);
    expect(moduleSchema.parse({ key: "t", type: "module_template", data: {} })).toMatchObject({ data: {} });
    const bad = moduleSchema.safeParse({
      key: "t",
      type: "module_template",
      data: { modules: [{ key: "x" }] },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path.slice(0, 3)).toEqual(["data", "modules", 0]);
  });

  it("templates nest at most MAX_MODULE_DEPTH levels; deeper is refused without recursing", () => {
    const nest = (levels: number): Module => {
      let module: Module = hero;
      for (let level = 1; level < levels; level++) {
        module = { key: `t${level}`, type: "module_template", data: { modules: [module] } };
      }
      return module;
    };
    expect(moduleDepth(nest(MAX_MODULE_DEPTH))).toBe(MAX_MODULE_DEPTH);
    expect(moduleSchema.safeParse(nest(MAX_MODULE_DEPTH)).success).toBe(true);
    const tooDeep = moduleSchema.safeParse(nest(MAX_MODULE_DEPTH + 1));
    expect(tooDeep.error?.issues).toEqual([
      expect.objectContaining({ message: MODULE_DEPTH_MESSAGE, path: ["data", "modules"] }),
    ]);
    // 20,000 levels would overflow a recursive walk.
    expect(moduleSchema.safeParse(nest(20_000)).success).toBe(false);
  });

  it("nested modules are read from templates only, and flattened depth first", () => {
    expect(nestedModules(template)).toEqual([hero]);
    expect(nestedModules(hero)).toEqual([]);
    expect(nestedModules({ key: "t", type: "module_template", data: { modules: "x" } })).toEqual([]);
    expect(flattenModules([template, hero]).map((m) => m.key)).toEqual(["t", "a", "a"]);
  });

  it("a module template has a title, a preview id and a list of modules, sent as preview_id", () => {
    const parsed = moduleTemplateSchema.parse({ title: "Topp", previewId: 3, data: [hero] });
    const body = moduleTemplateToBody(parsed);
    expect(body).toEqual({ title: "Topp", preview_id: 3, data: [hero] });
    expect(moduleTemplateBodySchema.parse(body)).toEqual(body);
    expect(moduleTemplateFromBody(body, 9)).toEqual({ id: 9, title: "Topp", previewId: 3, data: [hero] });
    expect(moduleTemplateFromBody({ title: "x", data: [] })).toEqual({
      title: "x",
      previewId: null,
      data: [],
    });
    expect(moduleTemplateToBody({ title: "x", data: [] }).preview_id).toBeNull();
  });

  it("a module template needs a title", () => {
    const result = moduleTemplateSchema.safeParse({ title: " " });
    expect(result.error?.issues[0]?.message).toBe("Må fylles ut");
  });
});
