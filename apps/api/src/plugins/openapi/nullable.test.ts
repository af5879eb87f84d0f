import { describe, expect, it } from "vitest";
import { nullableAs30 } from "./nullable.ts";

describe("nullableAs30", () => {
  it("lists null in a nullable enum at any depth, and leaves every other schema as it was", () => {
    const properties = {
      status: { nullable: true, type: "string", enum: ["a", "b"] },
      statuses: { type: "array", items: { nullable: true, type: "string", enum: ["a"] } },
      kind: { type: "string", enum: ["a"] },
      note: { nullable: true, type: "string" },
      done: { nullable: true, type: "boolean", enum: [true, null] },
    };
    nullableAs30({ "/api/x": { get: { responses: { 200: { schema: { properties } } } } } });
    expect(properties).toEqual({
      status: { nullable: true, type: "string", enum: ["a", "b", null] },
      statuses: { type: "array", items: { nullable: true, type: "string", enum: ["a", null] } },
      kind: { type: "string", enum: ["a"] },
      note: { nullable: true, type: "string" },
      done: { nullable: true, type: "boolean", enum: [true, null] },
    });
  });
});
