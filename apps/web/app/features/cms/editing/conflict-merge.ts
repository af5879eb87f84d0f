import type { Module } from "@mt/domain/entities/module";
import { type PageContent, sameData } from "./page-content";

export type Side = "mine" | "theirs";

export interface ModuleDifference {
  key: string;
  type: string;
  mine: Module | null;
  theirs: Module | null;
}

/** The modules that differ between my copy and theirs (changed, or in one copy only), in my order then theirs. */
export function differingModules(mine: Module[], theirs: Module[]): ModuleDifference[] {
  const theirsByKey = new Map(theirs.map((module) => [module.key, module]));
  const mineKeys = new Set(mine.map((module) => module.key));
  const differences: ModuleDifference[] = [];
  for (const module of mine) {
    const other = theirsByKey.get(module.key) ?? null;
    if (!other || !sameData(other, module)) {
      differences.push({ key: module.key, type: module.type, mine: module, theirs: other });
    }
  }
  for (const module of theirs) {
    if (!mineKeys.has(module.key))
      differences.push({ key: module.key, type: module.type, mine: null, theirs: module });
  }
  return differences;
}

/**
 * My copy with, for each differing module, the chosen side's version: taking theirs replaces mine,
 * removes a module only I have, or adds one only they have after its neighbour in their order.
 * Choosing theirs everywhere gives their copy as it is; the SEO and background follow that too.
 */
export function mergeContent(
  mine: PageContent,
  theirs: PageContent,
  choices: Record<string, Side>,
): PageContent {
  const differences = differingModules(mine.modules, theirs.modules);
  const choose = (key: string): Side => choices[key] ?? "mine";
  if (differences.length > 0 && differences.every((d) => choose(d.key) === "theirs")) return theirs;
  if (differences.every((d) => choose(d.key) === "mine")) return mine;
  const theirsByKey = new Map(theirs.modules.map((module) => [module.key, module]));
  const merged: Module[] = [];
  for (const module of mine.modules) {
    if (choose(module.key) === "mine") merged.push(module);
    else {
      const other = theirsByKey.get(module.key);
      if (other) merged.push(other);
    }
  }
  theirs.modules.forEach((module, index) => {
    if (merged.some((m) => m.key === module.key) || choose(module.key) !== "theirs") return;
    const before = theirs.modules
      .slice(0, index)
      .reverse()
      .find((m) => merged.some((x) => x.key === m.key));
    const at = before ? merged.findIndex((m) => m.key === before.key) + 1 : 0;
    merged.splice(at, 0, module);
  });
  return { ...mine, modules: merged };
}
