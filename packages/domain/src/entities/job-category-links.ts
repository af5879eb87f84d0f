import type { JobCategory, JobCategoryFront } from "./job-category.ts";

// The category's front format and its slug in links, without zod (its schemas: job-category.ts).

export function jobCategoryToFront(category: JobCategory): JobCategoryFront {
  return {
    id: category.id,
    title: category.name,
    image: category.icon ?? null,
    imageUrl: category.imageUrl ?? null,
    order: category.order,
    pageId: category.pageId ?? null,
  };
}

export function jobCategoryFromFront(category: JobCategoryFront): JobCategory {
  return {
    id: category.id,
    name: category.title,
    icon: category.image ?? null,
    imageUrl: category.imageUrl ?? null,
    order: category.order,
    pageId: category.pageId ?? null,
  };
}

/** The query parameter of the all-jobs page that names a category (the CMS menus link `?kategori=varmepumpe`). */
export const JOB_CATEGORY_PARAM = "kategori";

const NORWEGIAN_LETTERS: Record<string, string> = { æ: "ae", ø: "o", å: "a" };

/** A category's name as it reads in a link: "Varmepumpe" → "varmepumpe", "Lys & strøm" → "lys-strom". */
export function jobCategorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[æøå]/g, (letter) => NORWEGIAN_LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The category a `?kategori=` value names, by its slug or its id; null when it names none (the page
 * then shows every job, without an error).
 */
export function findJobCategory<T extends Pick<JobCategory, "id" | "name">>(
  categories: readonly T[],
  value: string | null | undefined,
): T | null {
  const wanted = jobCategorySlug(value ?? "");
  if (!wanted) return null;
  return (
    categories.find((category) => jobCategorySlug(category.name) === wanted) ??
    categories.find((category) => String(category.id) === wanted) ??
    null
  );
}
