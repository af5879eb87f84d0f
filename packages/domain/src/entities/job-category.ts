import { z } from "zod";

export const jobCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullish(),
  order: z.number().int(),
  pageId: z.number().int().nullish(),
});
export type JobCategory = z.infer<typeof jobCategorySchema>;

/** The front format names the category's name "title" and its icon "image". */
export const jobCategoryFrontSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullish(),
  order: z.number().int(),
  pageId: z.number().int().nullish(),
});
export type JobCategoryFront = z.infer<typeof jobCategoryFrontSchema>;

export function jobCategoryToFront(category: JobCategory): JobCategoryFront {
  return {
    id: category.id,
    title: category.name,
    image: category.icon ?? null,
    order: category.order,
    pageId: category.pageId ?? null,
  };
}

export function jobCategoryFromFront(category: JobCategoryFront): JobCategory {
  return {
    id: category.id,
    name: category.title,
    icon: category.image ?? null,
    order: category.order,
    pageId: category.pageId ?? null,
  };
}
