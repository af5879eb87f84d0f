import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(join(import.meta.dirname, "tokens.css"), "utf8");
const colours = new Map(
  [...css.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]] as const),
);

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const a = colours.get(foreground);
  const b = colours.get(background);
  if (!a || !b) throw new Error(`Ukjent farge: ${a ? background : foreground}`);
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Pairs used together for text: WCAG 2.1 AA body text needs 4.5:1.
const textPairs: [string, string][] = [
  ["color-text", "color-background"],
  ["color-text", "color-surface"],
  ["color-text-muted", "color-background"],
  ["color-text-muted", "color-surface"],
  ["color-link", "color-background"],
  ["color-brand", "color-background"],
  ["color-brand", "color-brand-tint"],
  ["color-accent", "color-background"],
  ["color-accent", "color-surface"],
  ["color-text-inverted", "color-brand"],
  ["color-text-inverted", "color-brand-hover"],
  ["color-text-inverted", "color-accent"],
  ["color-text-inverted", "color-accent-hover"],
  ["color-disabled-text", "color-disabled-background"],
  ["color-info-text", "color-info-background"],
  ["color-success-text", "color-success-background"],
  ["color-warning-text", "color-warning-background"],
  ["color-error-text", "color-error-background"],
  ["color-error-text", "color-background"],
  ["color-text-inverted", "color-toast-success"],
  ["color-text-inverted", "color-toast-error"],
];

// Borders of controls and focus rings: WCAG 2.1 non-text contrast needs 3:1.
const uiPairs: [string, string][] = [
  ["color-border", "color-background"],
  ["color-focus", "color-background"],
  ["color-focus", "color-surface"],
  ["color-focus-inverted", "color-brand"],
  ["color-control-checked", "color-background"],
  ["color-text-inverted", "color-control-checked"],
  ["color-error-text", "color-background"],
  ["color-border", "color-surface"],
];

describe("colour tokens", () => {
  it.each(textPairs)("%s on %s has at least 4.5:1 contrast", (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)("%s against %s has at least 3:1 contrast", (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
