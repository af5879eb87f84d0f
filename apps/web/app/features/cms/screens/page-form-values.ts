import { type CmsPage, createPageBodySchema } from "@mt/contract/cms";
import { cmsPagePath, isReservedPagePath, slugSchema } from "@mt/domain/cms/page-rules";
import { PALETTE, PALETTE_COLOURS } from "@mt/domain/cms/palette";
import { MODULE_TEMPLATE_TYPE } from "@mt/domain/entities/module";
import { z } from "zod";

/** The page form: what /new creates and /sider/{id} changes (content modules are edited on the page). */
export const pageFormSchema = z.object({
  title: createPageBodySchema.shape.title,
  slug: createPageBodySchema.shape.slug,
  parentId: z.string(),
  type: z.enum(["page", "job"]),
  seoTitle: z.string().max(200),
  seoDescription: z.string().max(1000),
  keywords: z.string().max(1000),
  seoImage: z.string().max(2000),
  background: z.enum(PALETTE_COLOURS as [string, ...string[]]),
  published: z.boolean(),
});
export type PageFormInput = z.input<typeof pageFormSchema>;
export type PageFormValues = z.output<typeof pageFormSchema>;

const LETTERS: Record<string, string> = { é: "e", è: "e", ê: "e", á: "a", à: "a", ä: "a", ö: "o", ü: "u" };

/** A slug made from a title: lower case, æøå kept, other accents dropped, words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[éèêáàäöü]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^a-z0-9æøå]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** "varmepumpe, solceller ,, " gives ["varmepumpe", "solceller"]: trimmed, no empties, no repeats. */
export function parseKeywords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  ];
}

/** Where the page will live, as the server computes it; "" when the slug is not valid yet. */
export function previewPath(type: "page" | "job", slug: string, parentPath: string | null): string {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return "";
  return cmsPagePath(type, parsed.data, type === "page" ? parentPath : null);
}

/** True when the path belongs to a fixed route (the server answers RESERVED_PATH). */
export function isReserved(type: "page" | "job", path: string): boolean {
  return type === "page" && path !== "" && isReservedPagePath(path);
}

/** The palette name of a stored background colour; white for anything outside the palette. */
export function paletteName(hex: string): string {
  const match = Object.entries(PALETTE).find(([, value]) => value.toLowerCase() === hex.toLowerCase());
  return match ? match[0] : "white";
}

export const emptyPageForm: PageFormInput = {
  title: "",
  slug: "",
  parentId: "",
  type: "page",
  seoTitle: "",
  seoDescription: "",
  keywords: "",
  seoImage: "",
  background: "white",
  published: false,
};

export function pageFormFromPage(page: CmsPage): PageFormInput {
  return {
    title: page.title,
    slug: page.slug,
    parentId: page.parentId ? String(page.parentId) : "",
    type: page.type === "job" ? "job" : "page",
    seoTitle: page.data.seo.title,
    seoDescription: page.data.seo.description,
    keywords: page.data.seo.keywords.join(", "),
    seoImage: page.data.seo.image ?? "",
    background: paletteName(page.data.background),
    published: page.published,
  };
}

/** The fields POST /page and PATCH /page/{id} take, from the form (modules are kept as they are). */
export function pageBodyFromForm(values: PageFormValues) {
  return {
    title: values.title,
    slug: values.slug,
    parentId: values.type === "page" && values.parentId ? Number(values.parentId) : null,
    published: values.published,
    seo: {
      title: values.seoTitle.trim(),
      description: values.seoDescription.trim(),
      keywords: parseKeywords(values.keywords),
      image: values.seoImage.trim() || null,
    },
    background: PALETTE[values.background as keyof typeof PALETTE],
  };
}

/**
 * The page's modules as they are stored: a synced template module keeps no copy of the template's
 * modules (the server shows the template's current ones), so saving settings never freezes them.
 */
export function modulesToStore(modules: CmsPage["data"]["modules"]): CmsPage["data"]["modules"] {
  return modules.map((module) => {
    if (module.type !== MODULE_TEMPLATE_TYPE || module.data.syncMode === "Manual") return module;
    const { modules: _copy, ...data } = module.data;
    return { ...module, data };
  });
}
