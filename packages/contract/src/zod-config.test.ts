import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useNorwegianZodMessages } from "./zod-config.ts";

describe("Norwegian zod messages", () => {
  it("says Må fylles ut for a missing value and Norwegian otherwise", () => {
    useNorwegianZodMessages();
    const result = z.object({ a: z.string(), b: z.number() }).safeParse({ b: "x" });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages?.[0]).toBe("Må fylles ut");
    expect(messages?.[1]).toMatch(/^Ugyldig input/);
  });
});
