import { getCatalogue } from "@mt/contract/catalogue";
import type { ApiFetch } from "@mt/contract/load-context";
import { getJobRatingSummary } from "@mt/contract/rating";
import { callApi } from "../../lib/api";
import type { StorefrontTrust } from "./trust-signals";

/**
 * What the storefront may say about itself, from the API's own numbers: how many jobs have their fixed
 * price on the page (not those that start with an inspection), and the customers' ratings of those jobs (every job's average weighed by its count).
 * A call that fails leaves its part out; nothing is made up.
 */
export async function loadStorefrontTrust(api: ApiFetch): Promise<StorefrontTrust> {
  const catalogue = await callApi(api, getCatalogue).then(
    (result) => result.data,
    () => null,
  );
  if (!catalogue) return { jobs: null, ratings: null };
  const jobs = [...catalogue.categories.flatMap((category) => category.jobs), ...catalogue.uncategorised];
  const summaries = await Promise.all(
    jobs.map((job) =>
      callApi(api, getJobRatingSummary, { params: { jobTemplateId: job.id } }).then(
        (result) => result.data,
        () => null,
      ),
    ),
  );
  // A job that starts with an inspection gets its fixed price after it: counted for its ratings only.
  const fixedPrice = jobs.filter((job) => !job.inspectionFirst).length;
  return { jobs: fixedPrice, ratings: combinedRatings(summaries) };
}

/** The jobs' ratings as one: the count summed, the average weighed by each job's count; null without any. */
export function combinedRatings(
  summaries: Array<{ average: number | null; count: number } | null>,
): { average: number; count: number } | null {
  let count = 0;
  let sum = 0;
  for (const summary of summaries) {
    if (!summary || summary.average === null || summary.count === 0) continue;
    count += summary.count;
    sum += summary.average * summary.count;
  }
  return count === 0 ? null : { average: sum / count, count };
}
