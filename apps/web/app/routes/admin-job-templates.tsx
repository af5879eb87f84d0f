import { listJobCategories, listJobTemplates, listProducts } from "@mt/contract/catalogue";
import { jobCategoryToFront } from "@mt/domain/entities/job-category";
import { JobTemplatesAdmin } from "../features/catalogue/admin/job-templates-admin";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/admin-job-templates";

/** /jobbmaler/liste (global admin, desktop only). The API refuses anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const [templates, categories, products] = await Promise.all([
    loadApi(context.api, listJobTemplates),
    loadApi(context.api, listJobCategories),
    loadApi(context.api, listProducts, { query: {} }),
  ]);
  return {
    templates: templates.data,
    categories: categories.data.map(jobCategoryToFront),
    products: products.data,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Jobbmaler", matches) },
  { name: "robots", content: "noindex" },
];

export default function JobTemplatesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <JobTemplatesAdmin
      initial={loaderData.templates}
      categories={loaderData.categories}
      products={loaderData.products}
    />
  );
}
