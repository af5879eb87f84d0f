import { getPublishedJob } from "@mt/contract/catalogue";
import type { ApiFetch } from "@mt/contract/load-context";
import { getJobRatingSummary } from "@mt/contract/rating";
import { Suspense } from "react";
import { data } from "react-router";
import { JobPage } from "../features/catalogue/job-page";
import { withMonths } from "../features/catalogue/job-ratings.server";
import { loadCmsPage, loadCmsPageById } from "../features/cms/cms-api";
import { PostCodeButton } from "../features/post-code/post-code-button";
import { ApiError, callApi } from "../lib/api";
import { pageTitle } from "../lib/page-title";
import { serverReadyLazy } from "../lib/server-ready-lazy";
import type { Route } from "./+types/job-page";

// A job's marketing content (its CMS page of type `job`) is optional, and a job without one shows its
// own description: the CMS renderer loads only on the job pages that show it, before hydrating when
// the server wrote it into the page (decisions 069, 073). Every CMS module is a `.cms-module` section.
const CmsModules = serverReadyLazy(
  () => import("../features/cms/cms-modules").then((module) => module.CmsModules),
  ".job-page > .cms-module",
);

/** The job's CMS page of type `job`: the linked page, else a published job page with the same slug. */
async function jobContent(api: ApiFetch, pageId: number | null, slug: string) {
  try {
    return pageId ? await loadCmsPageById(api, pageId) : await loadCmsPage(api, { slug, type: "job" });
  } catch {
    // Marketing content is optional: the job page stands without it.
    return null;
  }
}

/** The customers' ratings of the job, server-rendered with the page; the page stands without them. */
async function jobRatings(api: ApiFetch, jobTemplateId: number) {
  try {
    return withMonths((await callApi(api, getJobRatingSummary, { params: { jobTemplateId } })).data);
  } catch {
    return null;
  }
}

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const { data: job } = await callApi(context.api, getPublishedJob, {
      params: { slug: params.slug },
      query: {},
    });
    const [page, ratings] = await Promise.all([
      jobContent(context.api, job.pageId, job.slug),
      jobRatings(context.api, job.id),
    ]);
    return { job, modules: page?.modules ?? null, seo: page?.seo ?? null, ratings };
  } catch (error) {
    if (error instanceof ApiError && error.error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? [
        { title: pageTitle(loaded.seo?.title || loaded.job.definition.title, matches) },
        {
          name: "description",
          content: loaded.seo?.description || loaded.job.definition.summary || loaded.job.definition.title,
        },
      ]
    : [{ title: pageTitle(undefined, matches) }];

export default function JobPageRoute({ loaderData }: Route.ComponentProps) {
  const { job, modules, ratings } = loaderData;
  return (
    <JobPage
      job={job}
      cmsContent={
        modules?.length ? (
          <Suspense fallback={null}>
            <CmsModules modules={modules} first={false} />
          </Suspense>
        ) : undefined
      }
      postCodeSlot={<PostCodeButton jobType={job.workType} />}
      ratings={ratings}
    />
  );
}
