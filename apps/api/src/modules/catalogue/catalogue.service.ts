import type { CatalogueRepository } from "./catalogue.repository.ts";
import { catalogueCategoriesService } from "./catalogue-categories.service.ts";
import { catalogueProductsService } from "./catalogue-products.service.ts";
import { catalogueStorefrontService } from "./catalogue-storefront.service.ts";
import { catalogueTemplatesService } from "./catalogue-templates.service.ts";

/**
 * Job categories, products, job templates and the storefront's catalogue, one file per purpose;
 * every method is named here so a reader (or a tool) goes from a route's `service.x` straight to
 * the file that holds it.
 */
export function catalogueService(repo: CatalogueRepository) {
  const categories = catalogueCategoriesService(repo);
  const products = catalogueProductsService(repo);
  const templates = catalogueTemplatesService(repo);
  const storefront = catalogueStorefrontService(repo);
  return {
    categories: categories.categories,
    createCategory: categories.createCategory,
    updateCategory: categories.updateCategory,
    orderCategories: categories.orderCategories,
    deleteCategory: categories.deleteCategory,

    products: products.products,
    product: products.product,
    createProduct: products.createProduct,
    updateProduct: products.updateProduct,

    templates: templates.templates,
    template: templates.template,
    createTemplate: templates.createTemplate,
    updateTemplate: templates.updateTemplate,
    publish: templates.publish,
    version: templates.version,

    catalogue: storefront.catalogue,
    publishedJob: storefront.publishedJob,
    priceLine: storefront.priceLine,
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
