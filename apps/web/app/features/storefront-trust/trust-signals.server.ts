import type { Catalogue } from "@mt/contract/catalogue";
import type { ApiFetch } from "@mt/contract/load-context";
import { getStorefrontRatingSummary, type RatingSummary } from "@mt/contract/rating";
import { formatAverage, formatRatingCount } from "@mt/domain/rating/rating-format";
import { callApi } from "../../lib/api";
import type { StorefrontTrust } from "./trust-signals";

/** Every customer rating as one, or null when the call fails: the page goes on without it. */
export function loadStorefrontRatings(api: ApiFetch): Promise<RatingSummary | null> {
  return callApi(api, getStorefrontRatingSummary).then(
    (result) => result.data,
    () => null,
  );
}

/**
 * What the storefront may say about itself, from the API's own numbers: how many jobs have their fixed
 * price on the page (not those that start with an inspection), and every customer rating as one average.
 * Nothing is made up: without ratings there is no rating line.
 */
export function storefrontTrust(catalogue: Catalogue, ratings: RatingSummary | null): StorefrontTrust {
  const jobs = [...catalogue.categories.flatMap((category) => category.jobs), ...catalogue.uncategorised];
  return {
    // A job that starts with an inspection gets its fixed price after it.
    jobs: jobs.filter((job) => !job.inspectionFirst).length,
    ratings:
      ratings && ratings.average !== null && ratings.count > 0
        ? { average: formatAverage(ratings.average), count: formatRatingCount(ratings.count) }
        : null,
  };
}
