import { z } from "zod";

export const jobCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullish(),
  /** An image from the media library (an illustration), shown with the category's jobs. */
  imageUrl: z.string().nullish(),
  order: z.number().int(),
  pageId: z.number().int().nullish(),
});
export type JobCategory = z.infer<typeof jobCategorySchema>;

/** The front format names the category's name "title" and its icon "image". */
export const jobCategoryFrontSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullish(),
  imageUrl: z.string().nullish(),
  order: z.number().int(),
  pageId: z.number().int().nullish(),
});
export type JobCategoryFront = z.infer<typeof jobCategoryFrontSchema>;

export {
  findJobCategory,
  JOB_CATEGORY_PARAM,
  jobCategoryFromFront,
  jobCategorySlug,
  jobCategoryToFront,
} from "./job-category-links.ts";
