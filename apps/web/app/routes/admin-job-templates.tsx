import { listJobCategories, listJobTemplates, listProducts } from "@mt/contract/catalogue";
import { jobCategoryToFront } from "@mt/domain/entities/job-category";
import { JobTemplatesAdmin } from "../features/catalogue/admin/job-templates-admin";
import { pageTitle } from "../features/shell/page-title";
import { callApi } from "../lib/api";
import { requireUser } from "../lib/current-user";
import type { Route } from "./+types/admin-job-templates";

/** /jobbmaler/liste (global admin, desktop only). The API refuses anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.api);
  const [templates, categories, products] = await Promise.all([
    callApi(context.api, listJobTemplates),
    callApi(context.api, listJobCategories),
    callApi(context.api, listProducts, { query: {} }),
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
