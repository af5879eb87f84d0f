import { workTypeSchema } from "@mt/domain/entities/enums";
import { jobCategorySchema } from "@mt/domain/entities/job-category";
import { jobDefinitionSchema, oreSchema } from "@mt/domain/price/job-definition";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

const idParams = z.object({ id: z.coerce.number().int().positive() });
const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Bruk små bokstaver, tall og bindestrek")
  .max(80);

export const catalogueErrors = defineErrors({
  JOB_CATEGORY_IN_USE: {
    status: 409,
    message:
      "Kategorien brukes av jobbmaler og kan ikke slettes. Flytt jobbmalene til en annen kategori først.",
  },
});

// ---- Job categories (the server format of spec section 3: name, icon; the web shows title, image) ----
// imageUrl: an image from the media library (as a job definition's), shown with the category's jobs.

/** The ids a job template's draft names: all of the shared catalogue. */
const TEMPLATE_BODY = {
  categoryId: "job-category",
  pageId: "page",
  "draft.materials.*.productId": "product",
  "draft.questions.*.options.*.materials.*.productId": "product",
  "draft.questions.*.materialsPerUnit.*.productId": "product",
  "draft.questions.*.productIds": "product",
} as const;

export const categoryBodySchema = z.object({
  name: z.string().trim().min(1, "Må fylles ut").max(100),
  icon: z.string().trim().max(500).nullish(),
  imageUrl: z.string().trim().max(500).nullish(),
  pageId: z.number().int().positive().nullish(),
});

export const listJobCategories = defineRoute({
  method: "GET",
  path: "/job-category",
  summary: "Job categories in display order",
  tags: ["catalogue"],
  response: z.object({ data: z.array(jobCategorySchema) }),
});

export const createJobCategory = defineRoute({
  method: "POST",
  path: "/job-category",
  refs: { body: { pageId: "page" } },
  summary: "Create a job category (global admin)",
  tags: ["catalogue"],
  body: categoryBodySchema,
  status: 201,
  response: z.object({ data: jobCategorySchema }),
});

export const updateJobCategory = defineRoute({
  method: "PATCH",
  path: "/job-category/:id",
  refs: { params: { id: "job-category" }, body: { pageId: "page" } },
  summary: "Change a job category (global admin)",
  tags: ["catalogue"],
  params: idParams,
  body: categoryBodySchema.partial(),
  response: z.object({ data: jobCategorySchema }),
});

export const orderJobCategories = defineRoute({
  method: "POST",
  path: "/job-category/order",
  refs: { body: { ids: "job-category" } },
  summary: "Set the display order: every category's id, in the new order (global admin)",
  tags: ["catalogue"],
  body: z.object({ ids: z.array(z.number().int().positive()).min(1) }),
  response: z.object({ data: z.array(jobCategorySchema) }),
});

export const deleteJobCategory = defineRoute({
  method: "DELETE",
  path: "/job-category/:id",
  refs: { params: { id: "job-category" } },
  summary: "Delete a job category no job template uses (global admin)",
  tags: ["catalogue"],
  params: idParams,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

// ---- Products ----

export const productSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  priceOre: z.number().int(),
  workType: workTypeSchema,
  active: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productBodySchema = z.object({
  sku: z.string().trim().min(1, "Må fylles ut").max(40),
  name: z.string().trim().min(1, "Må fylles ut").max(200),
  description: z.string().trim().max(2000).nullish(),
  imageUrl: z.string().trim().max(500).nullish(),
  priceOre: oreSchema,
  workType: workTypeSchema,
  active: z.boolean().default(true),
});

export const listProducts = defineRoute({
  method: "GET",
  path: "/product",
  summary: "Products (global admin)",
  tags: ["catalogue"],
  query: z.object({ search: z.string().max(100).optional(), workType: workTypeSchema.optional() }),
  response: z.object({ data: z.array(productSchema) }),
});

export const getProduct = defineRoute({
  method: "GET",
  path: "/product/:id",
  refs: { params: { id: "product" } },
  summary: "One product (global admin)",
  tags: ["catalogue"],
  params: idParams,
  response: z.object({ data: productSchema }),
});

export const createProduct = defineRoute({
  method: "POST",
  path: "/product",
  summary: "Create a product (global admin)",
  tags: ["catalogue"],
  body: productBodySchema,
  status: 201,
  response: z.object({ data: productSchema }),
});

export const updateProduct = defineRoute({
  method: "PATCH",
  path: "/product/:id",
  refs: { params: { id: "product" } },
  summary: "Change a product; published job versions keep the prices they were shown with (global admin)",
  tags: ["catalogue"],
  params: idParams,
  body: productBodySchema.partial(),
  response: z.object({ data: productSchema }),
});

// ---- Job templates (back office) ----

export const jobTemplateVersionSchema = z.object({
  id: z.number().int(),
  jobTemplateId: z.number().int(),
  version: z.number().int(),
  definition: jobDefinitionSchema,
  createdAt: z.string(),
});
export type JobTemplateVersion = z.infer<typeof jobTemplateVersionSchema>;

export const jobTemplateSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  workType: workTypeSchema,
  categoryId: z.number().int().nullable(),
  pageId: z.number().int().nullable(),
  order: z.number().int(),
  active: z.boolean(),
  draft: jobDefinitionSchema,
  publishedVersionId: z.number().int().nullable(),
  publishedVersion: z.number().int().nullable(),
  /** The draft differs from the published version. */
  hasUnpublishedChanges: z.boolean(),
  updatedAt: z.string(),
});
export type JobTemplate = z.infer<typeof jobTemplateSchema>;

export const jobTemplateBodySchema = z.object({
  slug: slugSchema,
  categoryId: z.number().int().positive().nullish(),
  pageId: z.number().int().positive().nullish(),
  order: z.number().int().min(0).default(0),
  active: z.boolean().default(true),
  draft: jobDefinitionSchema,
});

export const listJobTemplates = defineRoute({
  method: "GET",
  path: "/job-template",
  summary: "Job templates with their drafts (global admin)",
  tags: ["catalogue"],
  response: z.object({ data: z.array(jobTemplateSchema) }),
});

export const getJobTemplate = defineRoute({
  method: "GET",
  path: "/job-template/:id",
  refs: { params: { id: "job-template" } },
  summary: "One job template with its versions (global admin)",
  tags: ["catalogue"],
  params: idParams,
  response: z.object({
    data: jobTemplateSchema.extend({
      versions: z.array(jobTemplateVersionSchema.pick({ id: true, version: true, createdAt: true })),
    }),
  }),
});

export const createJobTemplate = defineRoute({
  method: "POST",
  path: "/job-template",
  refs: { body: TEMPLATE_BODY },
  summary: "Create a job template (draft; publish to offer it) (global admin)",
  tags: ["catalogue"],
  body: jobTemplateBodySchema,
  status: 201,
  response: z.object({ data: jobTemplateSchema }),
});

export const updateJobTemplate = defineRoute({
  method: "PATCH",
  path: "/job-template/:id",
  refs: { params: { id: "job-template" }, body: TEMPLATE_BODY },
  summary: "Change a job template's draft and settings; published versions never change (global admin)",
  tags: ["catalogue"],
  params: idParams,
  body: jobTemplateBodySchema.partial(),
  response: z.object({ data: jobTemplateSchema }),
});

export const publishJobTemplate = defineRoute({
  method: "POST",
  path: "/job-template/:id/publish",
  refs: { params: { id: "job-template" } },
  summary: "Publish the draft as a new immutable version (global admin)",
  tags: ["catalogue"],
  params: idParams,
  status: 201,
  response: z.object({ data: jobTemplateVersionSchema }),
});

export const getJobTemplateVersion = defineRoute({
  method: "GET",
  path: "/job-template/:id/version/:versionId",
  refs: { params: { id: "job-template", versionId: "job-template-version" } },
  summary: "One published version (global admin)",
  tags: ["catalogue"],
  params: z.object({ id: z.coerce.number().int().positive(), versionId: z.coerce.number().int().positive() }),
  response: z.object({ data: jobTemplateVersionSchema }),
});

// ---- Storefront ----

export const publicProductSchema = productSchema.pick({
  id: true,
  name: true,
  description: true,
  imageUrl: true,
  priceOre: true,
  active: true,
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const jobSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  workType: workTypeSchema,
  imageUrl: z.string().nullish(),
  inspectionFirst: z.boolean(),
  versionId: z.number().int(),
  /** The "fra" price (decision 065): the lowest price of an order the customer can place. */
  startingPriceOre: z.number().int(),
  /** The job's base working time in minutes (answers may add to it). */
  baseDurationMinutes: z.number().int(),
  categoryId: z.number().int().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const catalogueSchema = z.object({
  categories: z.array(jobCategorySchema.extend({ jobs: z.array(jobSummarySchema) })),
  /** Published jobs without a category. */
  uncategorised: z.array(jobSummarySchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

export const getCatalogue = defineRoute({
  method: "GET",
  path: "/catalogue",
  summary: "All published jobs by category (storefront)",
  tags: ["catalogue"],
  response: z.object({ data: catalogueSchema }),
});

export const publishedJobSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  workType: workTypeSchema,
  categoryId: z.number().int().nullable(),
  pageId: z.number().int().nullable(),
  versionId: z.number().int(),
  version: z.number().int(),
  definition: jobDefinitionSchema,
  /** Every product the definition refers to, with its current price. */
  products: z.array(publicProductSchema),
  /** The "fra" price (decision 065): the lowest price of an order the customer can place. */
  startingPriceOre: z.number().int(),
});
export type PublishedJob = z.infer<typeof publishedJobSchema>;

export const getPublishedJob = defineRoute({
  method: "GET",
  path: "/catalogue/job/:slug",
  refs: { params: { slug: "job" } },
  summary: "A published job with its current version, or the given version (storefront)",
  tags: ["catalogue"],
  params: z.object({ slug: z.string().max(80) }),
  query: z.object({ version: z.coerce.number().int().positive().optional() }),
  response: z.object({ data: publishedJobSchema }),
});
