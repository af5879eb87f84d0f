import { listProducts } from "@mt/contract/catalogue";
import { ProductsAdmin } from "../features/catalogue/admin/products-admin";
import { loadApi } from "../lib/api";
import { guardPage } from "../lib/page-guard";
import { pageTitle } from "../lib/page-title";
import type { Route } from "./+types/admin-products";

/** /produkter/liste (global admin, desktop only). The API refuses anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guardPage(request, context.api);
  const { data } = await loadApi(context.api, listProducts, { query: {} });
  return { products: data };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle("Produkter", matches) },
  { name: "robots", content: "noindex" },
];

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return <ProductsAdmin initial={loaderData.products} />;
}
