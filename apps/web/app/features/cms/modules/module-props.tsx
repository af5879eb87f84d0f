import type { ModuleData } from "@mt/domain/cms/module-schemas";
import type { ModuleType } from "@mt/domain/cms/module-types";
import { type PaletteColour, paletteTextColour } from "@mt/domain/cms/palette";

export interface ModuleContext {
  /** The first module on the page: its heading is the page's h1 and its image loads first. */
  first: boolean;
  /** Nesting depth inside module templates. */
  depth: number;
}

export interface ModuleProps<T extends ModuleType> {
  data: ModuleData<T>;
  context: ModuleContext;
}

/** Class names for a palette background, with readable text on it. */
export function backgroundClass(colour: PaletteColour | null | undefined): string {
  if (!colour) return "";
  return `cms-bg cms-bg--${colour} ${paletteTextColour(colour) === "#ffffff" ? "cms-bg--dark" : ""}`.trim();
}
