import type { Product } from "@mt/contract/catalogue";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { notFound } from "../../lib/http-error.ts";
import type { CatalogueRepository } from "./catalogue.repository.ts";
import { toProduct, validation } from "./catalogue-basics.ts";

/** Products (staff): the list, one product, writing them. */
export function catalogueProductsService(repo: CatalogueRepository) {
  return {
    async products(filter: { search?: string | undefined; workType?: string | undefined }) {
      return (await repo.products(filter)).map(toProduct);
    },
    async product(id: number) {
      const row = await repo.product(id);
      if (!row) throw notFound("Fant ikke produktet.");
      return toProduct(row);
    },
    async createProduct(
      body: Omit<Product, "id" | "uuid" | "description" | "imageUrl"> & {
        description?: string | null | undefined;
        imageUrl?: string | null | undefined;
      },
    ) {
      try {
        return toProduct(
          await repo.createProduct({
            ...body,
            description: body.description ?? null,
            imageUrl: body.imageUrl ?? null,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw validation({ sku: ["Varenummeret er i bruk"] });
        throw error;
      }
    },
    async updateProduct(id: number, body: Partial<Omit<Product, "id" | "uuid">>) {
      try {
        const row = await repo.updateProduct(id, body);
        if (!row) throw notFound("Fant ikke produktet.");
        return toProduct(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw validation({ sku: ["Varenummeret er i bruk"] });
        throw error;
      }
    },
  };
}
