import type { Module } from "@mt/domain/entities/module";
import type { Seo } from "@mt/domain/entities/page";

/** What the page editor edits and a draft holds: the modules, the SEO fields and the background. */
export interface PageContent {
  modules: Module[];
  seo: Seo;
  background: string;
}

/** JSON with object keys sorted: the server's jsonb keeps its own key order, which is no change. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Whether two values hold the same data, whatever the order of their keys. */
export const sameData = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

export const sameContent = (a: PageContent, b: PageContent): boolean => sameData(a, b);
