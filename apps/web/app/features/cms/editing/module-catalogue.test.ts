import { moduleDataSchemas } from "@mt/domain/cms/module-schemas";
import { MODULE_TYPES } from "@mt/domain/cms/module-types";
import type { Module } from "@mt/domain/entities/module";
import { describe, expect, it } from "vitest";
import { MODULE_NAMES, newModule, templateModule } from "./module-catalogue";

describe("the module catalogue", () => {
  it("names every module type", () => {
    for (const type of MODULE_TYPES) expect(MODULE_NAMES[type]).toBeTruthy();
  });

  it("gives every new module data that passes its schema, with a fresh key", () => {
    for (const type of MODULE_TYPES) {
      if (type === "module_template") continue;
      const module = newModule(type);
      expect(moduleDataSchemas[type].safeParse(module.data).success, type).toBe(true);
      expect(module.key).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("places a template synced as it is, or manual as a copy with new keys", () => {
    const template = { id: 4, data: [{ key: "x", type: "hero", data: { heading: "Mal" } }] as Module[] };
    const synced = templateModule(template, "Synced");
    expect(synced.data).toMatchObject({ templateId: 4, syncMode: "Synced", modules: [{ key: "x" }] });
    const manual = templateModule(template, "Manual");
    const nested = manual.data.modules as Module[];
    expect(manual.data).toMatchObject({ templateId: 4, syncMode: "Manual" });
    expect(nested[0]?.key).not.toBe("x");
    expect(nested[0]?.data).toEqual({ heading: "Mal" });
    expect(moduleDataSchemas.module_template.safeParse(manual.data).success).toBe(true);
  });
});
