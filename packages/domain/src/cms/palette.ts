/**
 * The fixed 19-colour palette CMS modules may use as background (spec section 3: values not shown,
 * chosen here). The web app exposes each as the CSS variable `--palette-<name>`.
 */
export const PALETTE = {
  white: "#ffffff",
  "off-white": "#faf7f2",
  sand: "#f1e9dc",
  "light-grey": "#f5f5f5",
  grey: "#d9d9d9",
  "dark-grey": "#595959",
  black: "#1a1a1a",
  brand: "#0b3d5c",
  "brand-dark": "#072a40",
  "brand-tint": "#e8f1fb",
  sky: "#cfe6f7",
  teal: "#0f5e63",
  green: "#14532d",
  "light-green": "#e6f4ea",
  yellow: "#ffd166",
  "light-yellow": "#fff4e0",
  orange: "#c2410c",
  red: "#9b1c1c",
  pink: "#fde4ec",
} as const;

export type PaletteColour = keyof typeof PALETTE;
export const PALETTE_COLOURS = Object.keys(PALETTE) as PaletteColour[];

function channel(hex: string, index: number): number {
  const v = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const DARK_TEXT = "#1a1a1a";
export const LIGHT_TEXT = "#ffffff";

/** The text colour (dark or light) with the better contrast on a palette colour. */
export function paletteTextColour(colour: PaletteColour): typeof DARK_TEXT | typeof LIGHT_TEXT {
  const background = PALETTE[colour];
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background)
    ? DARK_TEXT
    : LIGHT_TEXT;
}
