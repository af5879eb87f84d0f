import type { PublishedJob } from "@mt/contract/catalogue";
import type { Question } from "@mt/domain/price/job-definition";

/** A published job with the given questions, priced from kr 5 000. */
export function jobWith(questions: Question[]): PublishedJob {
  return {
    id: 7,
    slug: "sikringsskap",
    workType: "ELECTRICIAN",
    categoryId: 1,
    pageId: null,
    versionId: 70,
    version: 1,
    products: [],
    startingPriceOre: 500_000,
    definition: {
      title: "Nytt sikringsskap",
      summary: "",
      description: "",
      workType: "ELECTRICIAN",
      basePriceOre: 500_000,
      baseDurationMinutes: 120,
      inspectionFirst: false,
      materials: [],
      questions,
    },
  };
}
