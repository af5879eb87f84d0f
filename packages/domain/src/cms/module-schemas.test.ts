import { describe, expect, it } from "vitest";
import {
  cmsButtonSchema,
  cmsModulesSchema,
  cmsRichTextSchema,
  moduleDataSchemas,
  parseModuleData,
  prepareModulesForRender,
  validateModules,
  withModuleDefaults,
} from "./module-schemas.ts";
import { isKnownModuleType, MODULE_TYPES } from "./module-types.ts";

const block = (href: string) => ({
  _type: "block",
  children: [{ _type: "span", text: "Les", marks: ["l"] }],
  markDefs: [{ _type: "link", _key: "l", href }],
});

describe("the module registry's schemas", () => {
  it("covers the eleven module types", () => {
    expect(MODULE_TYPES).toEqual([
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
    ]);
    expect(isKnownModuleType("hero")).toBe(true);
    expect(isKnownModuleType("toString")).toBe(false);
    expect(Object.keys(moduleDataSchemas)).toEqual([...MODULE_TYPES]);
  });

  it("fills defaults so an empty module renders", () => {
    expect(parseModuleData("hero", {})).toEqual({ heading: "", text: "", buttons: [], align: "left" });
    expect(parseModuleData("call_to_action", {})).toMatchObject({ background: "brand" });
    expect(parseModuleData("image", {})).toBeNull();
    expect(parseModuleData("post_code_check", {})).toEqual({ heading: "", buttonText: "Se jobber" });
  });

  it("limits the post-code module's texts", () => {
    expect(
      parseModuleData("post_code_check", { heading: "x".repeat(120), buttonText: "x".repeat(40) }),
    ).not.toBeNull();
    expect(parseModuleData("post_code_check", { heading: "x".repeat(121) })).toBeNull();
    expect(parseModuleData("post_code_check", { buttonText: "x".repeat(41) })).toBeNull();
    expect(parseModuleData("post_code_check", { buttonText: "  " })).toBeNull();
  });

  it("refuses javascript: links in buttons, rich text marks and images", () => {
    expect(cmsButtonSchema.safeParse({ title: "x", url: "javascript:alert(1)" }).success).toBe(false);
    expect(cmsButtonSchema.safeParse({ title: "x", url: "/ok" }).success).toBe(true);
    expect(cmsRichTextSchema.safeParse([block("javascript:alert(1)")]).success).toBe(false);
    expect(cmsRichTextSchema.safeParse([block("https://ok.no")]).success).toBe(true);
    expect(
      cmsRichTextSchema.safeParse([
        { _type: "block", children: [], markDefs: [{ _type: "link", _key: "l", href: 5 }] },
      ]).success,
    ).toBe(false);
    expect(
      cmsRichTextSchema.safeParse([
        { _type: "block", children: [], markDefs: [{ _type: "link", _key: "l", pageId: 3 }] },
      ]).success,
    ).toBe(true);
    expect(cmsRichTextSchema.safeParse([{ _type: "image", url: "javascript:x" }]).success).toBe(false);
    expect(
      cmsRichTextSchema.safeParse([{ _type: "image", url: "/a.jpg", link: { url: "javascript:x" } }]).success,
    ).toBe(false);
    expect(
      cmsRichTextSchema.safeParse([{ _type: "image", url: "/a.jpg", link: { url: "/b" } }]).success,
    ).toBe(true);
    expect(cmsRichTextSchema.safeParse([{ _type: "html", html: "<script>" }]).success).toBe(false);
  });

  it("normalises known modules, nested template modules too, and passes unknown types through", () => {
    const result = cmsModulesSchema.parse([
      { key: "a", type: "hero", data: { heading: "Hei" } },
      { key: "b", type: "mystery", data: { x: 1 } },
      {
        key: "c",
        type: "module_template",
        data: { templateId: 1, modules: [{ key: "d", type: "faq", data: {} }] },
      },
    ]);
    expect(result[0]?.data).toMatchObject({ heading: "Hei", buttons: [] });
    expect(result[1]).toEqual({ key: "b", type: "mystery", data: { x: 1 } });
    expect(result[2]?.data).toMatchObject({
      syncMode: "Synced",
      modules: [{ key: "d", data: { items: [] } }],
    });
  });

  it("says where invalid module data is", () => {
    const bad = validateModules([
      {
        key: "c",
        type: "module_template",
        data: {
          modules: [
            { key: "d", type: "button_group", data: { buttons: [{ title: "x", url: "javascript:1" }] } },
          ],
        },
      },
    ]);
    expect(bad).toEqual({
      ok: false,
      message: "0.data.modules.0.data.buttons.0.url: Lenken er ikke tillatt",
    });
    expect(validateModules([])).toEqual({ ok: true, modules: [] });
  });
});

describe("modules prepared for rendering", () => {
  it("fills defaults, drops known modules with invalid data, keeps unknown ones, and recurses into templates", () => {
    const bad = { key: "b", type: "image", data: {} };
    const result = prepareModulesForRender([
      { key: "a", type: "hero", data: {} },
      bad,
      { key: "u", type: "ukjent", data: {} },
      { key: "t", type: "module_template", data: { modules: [{ key: "n", type: "faq", data: {} }, bad] } },
    ]);
    expect(result.modules.map((m) => m.key)).toEqual(["a", "u", "t"]);
    expect(result.modules[0]?.data).toMatchObject({ buttons: [] });
    expect(result.modules[2]?.data.modules).toEqual([
      { key: "n", type: "faq", data: { heading: "", items: [] } },
    ]);
    expect(result.dropped).toEqual([bad, bad]);
  });
});

describe("modules with their defaults", () => {
  it("fills defaults of valid known modules, nested too, and leaves invalid and unknown ones as they are", () => {
    const bad = { key: "b", type: "image", data: {} };
    const unknown = { key: "u", type: "ukjent", data: { x: 1 } };
    const result = withModuleDefaults([
      { key: "a", type: "hero", data: { heading: "Hei" } },
      bad,
      unknown,
      { key: "t", type: "module_template", data: { modules: [{ key: "n", type: "faq", data: {} }] } },
    ]);
    expect(result[0]?.data).toMatchObject({ heading: "Hei", buttons: [], align: "left" });
    expect(result[1]).toBe(bad);
    expect(result[2]).toBe(unknown);
    expect(result[3]?.data.modules).toEqual([{ key: "n", type: "faq", data: { heading: "", items: [] } }]);
  });
});
