import type { Module } from "@mt/domain/entities/module";
import type { Seo } from "@mt/domain/entities/page";

/** What the page editor edits and a draft holds: the modules, the SEO fields and the background. */
export interface PageContent {
  modules: Module[];
  seo: Seo;
  background: string;
}

export const sameContent = (a: PageContent, b: PageContent): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
