import type { Product, PublicProduct } from "@mt/contract/catalogue";
import type { WorkType } from "@mt/domain/entities/enums";
import type { JobCategory } from "@mt/domain/entities/job-category";
import { fromPrice } from "@mt/domain/price/from-price";
import { type JobDefinition, jobDefinitionSchema } from "@mt/domain/price/job-definition";
import { apiError } from "../../lib/http-error.ts";
import type { CategoryRow, JobTemplateVersionRow, ProductRow } from "./catalogue.repository.ts";

/** What the catalogue service's parts share: the views of its rows, and the price of a job's first answers. */
export const validation = (errors: Record<string, string[]>, message?: string) =>
  apiError("VALIDATION_ERROR", { message, errors });

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    sku: row.sku,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    priceOre: row.priceOre,
    workType: row.workType as WorkType,
    active: row.active,
  };
}

export function toPublicProduct(row: ProductRow): PublicProduct {
  const { id, name, description, imageUrl, priceOre, active } = toProduct(row);
  return { id, name, description, imageUrl, priceOre, active };
}

export function category(row: CategoryRow): JobCategory {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    imageUrl: row.imageUrl,
    order: row.order,
    pageId: row.pageId,
  };
}

export function definitionOf(value: unknown): JobDefinition {
  return jobDefinitionSchema.parse(value);
}

export function snapshotOf(version: JobTemplateVersionRow): PublicProduct[] {
  return version.products ?? [];
}

export function productMap(products: readonly PublicProduct[]) {
  return new Map(products.map((p) => [p.id, p]));
}

/**
 * The "fra" price of a published version. Publishing refuses missing and inactive products, and the
 * definition's schema leaves nothing else that could make every order impossible.
 */
export function fromPriceOf(definition: JobDefinition, products: readonly PublicProduct[]): number {
  const price = fromPrice(definition, productMap(products));
  if (price === null) throw new Error("A published job version cannot be ordered");
  return price;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
