import { getCatalogue } from "@mt/contract/catalogue";
import type { ApiFetch } from "@mt/contract/load-context";
import { getStorefrontRatingSummary } from "@mt/contract/rating";
import { formatAverage, formatRatingCount } from "@mt/domain/rating/rating-format";
import { callApi } from "../../lib/api";
import type { StorefrontTrust } from "./trust-signals";

/**
 * What the storefront may say about itself, from the API's own numbers: how many jobs have their fixed
 * price on the page (not those that start with an inspection), and every customer rating as one average.
 * A call that fails leaves its part out; nothing is made up.
 */
export async function loadStorefrontTrust(api: ApiFetch): Promise<StorefrontTrust> {
  const [catalogue, ratings] = await Promise.all([
    callApi(api, getCatalogue).then(
      (result) => result.data,
      () => null,
    ),
    callApi(api, getStorefrontRatingSummary).then(
      (result) => result.data,
      () => null,
    ),
  ]);
  const jobs = catalogue && [
    ...catalogue.categories.flatMap((category) => category.jobs),
    ...catalogue.uncategorised,
  ];
  return {
    // A job that starts with an inspection gets its fixed price after it.
    jobs: jobs ? jobs.filter((job) => !job.inspectionFirst).length : null,
    ratings:
      ratings && ratings.average !== null && ratings.count > 0
        ? { average: formatAverage(ratings.average), count: formatRatingCount(ratings.count) }
        : null,
  };
}
