import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PALETTE } from "@mt/domain/cms/palette";
import { describe, expect, it } from "vitest";

describe("the palette tokens", () => {
  it("define exactly the domain's 19 colours as --palette-* variables with a background class each", () => {
    const css = readFileSync(join(import.meta.dirname, "cms-palette.css"), "utf8");
    const tokens = Object.fromEntries(
      [...css.matchAll(/--palette-([a-z-]+):\s*(#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]),
    );
    expect(tokens).toEqual(PALETTE);
    for (const name of Object.keys(PALETTE)) expect(css).toContain(`.cms-bg--${name} {`);
  });
});
