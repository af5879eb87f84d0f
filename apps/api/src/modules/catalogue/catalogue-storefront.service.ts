import type { Catalogue, JobSummary, PublishedJob } from "@mt/contract/catalogue";
import { calculateJobPrice } from "@mt/domain/price/calculate-price";
import type { Answers } from "@mt/domain/price/job-definition";
import { notFound } from "../../lib/http-error.ts";
import type { CatalogueRepository, JobTemplateRow, JobTemplateVersionRow } from "./catalogue.repository.ts";
import {
  category,
  definitionOf,
  fromPriceOf,
  productMap,
  snapshotOf,
  validation,
} from "./catalogue-basics.ts";

/** The storefront's catalogue: published jobs by category, one published job, and a cart line's price. */
export function catalogueStorefrontService(repo: CatalogueRepository) {
  function summary(template: JobTemplateRow, version: JobTemplateVersionRow): JobSummary {
    const definition = definitionOf(version.definition);
    return {
      id: template.id,
      slug: template.slug,
      title: definition.title,
      summary: definition.summary,
      workType: definition.workType,
      imageUrl: definition.imageUrl ?? null,
      inspectionFirst: definition.inspectionFirst,
      versionId: version.id,
      startingPriceOre: fromPriceOf(definition, snapshotOf(version)),
      baseDurationMinutes: definition.baseDurationMinutes,
      categoryId: template.categoryId,
    };
  }

  return {
    async catalogue(): Promise<Catalogue> {
      const [categories, published] = await Promise.all([repo.categories(), repo.published()]);
      const jobs = published.map(({ template, version }) => summary(template, version));
      const known = new Set(categories.map((c) => c.id));
      return {
        categories: categories
          .map((c) => ({ ...category(c), jobs: jobs.filter((j) => j.categoryId === c.id) }))
          .filter((c) => c.jobs.length > 0),
        uncategorised: jobs.filter((j) => j.categoryId === null || !known.has(j.categoryId)),
      };
    },
    async publishedJob(slug: string, versionId?: number): Promise<PublishedJob> {
      const template = await repo.templateBySlug(slug);
      if (!template?.active || !template.publishedVersionId) throw notFound("Fant ikke jobben.");
      const version = await repo.version(versionId ?? template.publishedVersionId);
      if (!version || version.jobTemplateId !== template.id) throw notFound("Fant ikke versjonen.");
      const definition = definitionOf(version.definition);
      const products = snapshotOf(version);
      return {
        id: template.id,
        slug: template.slug,
        workType: definition.workType,
        categoryId: template.categoryId,
        pageId: template.pageId,
        versionId: version.id,
        version: version.version,
        definition,
        products,
        startingPriceOre: fromPriceOf(definition, products),
      };
    },

    /**
     * Prices one cart line from a published version and the answers; the client's own totals play no
     * part. Throws 422 with field errors for an unknown template or version, or invalid answers.
     */
    async priceLine(jobTypeId: number, versionId: number, answers: Answers) {
      const [template, version] = await Promise.all([repo.template(jobTypeId), repo.version(versionId)]);
      if (!template?.active) throw validation({ jobTypeId: ["Jobben finnes ikke"] });
      if (!version || version.jobTemplateId !== template.id) {
        throw validation({ jobTypeVersionId: ["Ukjent versjon av jobben"] });
      }
      const definition = definitionOf(version.definition);
      const result = calculateJobPrice(definition, answers, productMap(snapshotOf(version)));
      if (!result.ok) {
        throw validation(
          Object.fromEntries(
            Object.entries(result.errors).map(([key, messages]) => [`answers.${key}`, messages]),
          ),
          "Noen av svarene er ikke gyldige.",
        );
      }
      return { template, version, definition, price: result.price };
    },
  };
}
