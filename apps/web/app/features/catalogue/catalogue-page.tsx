import type { Catalogue, JobSummary } from "@mt/contract/catalogue";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { type JobCategory, jobCategoryToFront } from "@mt/domain/entities/job-category";
import { formatPrice } from "@mt/domain/format/price";
import { paths, routes } from "@mt/domain/routes/routes";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { analyticsItem, trackEcommerce } from "../../lib/analytics";
import "./catalogue.css";
import { JobImage } from "./job-image";

const ALL_JOBS = "Alle jobber";

function JobCard({ job, index, listName }: { job: JobSummary; index: number; listName: string }) {
  return (
    <li className="job-card">
      <Link
        to={routes.jobPage(job.slug)}
        className="job-card__link"
        onClick={() =>
          trackEcommerce(
            "select_item",
            [analyticsItem({ ...job, priceOre: job.startingPriceOre, index, listName })],
            { item_list_name: listName },
          )
        }
      >
        {/* Decorative: the card's title names the link. */}
        {job.imageUrl && <JobImage url={job.imageUrl} alt="" width={400} className="job-card__image" />}
        <span className="job-card__type">{workTypeLabels[job.workType]}</span>
        <h3 className="job-card__title">{job.title}</h3>
        {job.summary && <p className="job-card__summary">{job.summary}</p>}
        <p className="job-card__price">
          <span className="job-card__from">fra</span> {formatPrice(job.startingPriceOre)}
        </p>
        {job.inspectionFirst && <p className="job-card__note">Starter med befaring</p>}
      </Link>
    </li>
  );
}

/**
 * /nettbutikk/alle: every published job, by category; with `?kategori=` (the top menu's links) only
 * that category's jobs, named in the heading, and a link to all.
 */
export function CataloguePage({
  catalogue,
  category = null,
  postCodeSlot,
}: {
  catalogue: Catalogue;
  /** The category the address names, or null for all jobs. */
  category?: Pick<JobCategory, "id" | "name"> | null;
  postCodeSlot?: ReactNode;
}) {
  const jobsOf = (categoryId: number) => catalogue.categories.find((c) => c.id === categoryId)?.jobs ?? [];
  const all = category
    ? jobsOf(category.id)
    : [...catalogue.categories.flatMap((c) => c.jobs), ...catalogue.uncategorised];
  const listName = category?.name ?? ALL_JOBS;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one view_item_list per list shown
  useEffect(() => {
    trackEcommerce(
      "view_item_list",
      all.map((job, index) => analyticsItem({ ...job, priceOre: job.startingPriceOre, index, listName })),
      { item_list_name: listName },
    );
  }, [listName]);

  let index = 0;
  const card = (job: JobSummary) => <JobCard key={job.id} job={job} index={index++} listName={listName} />;
  return (
    <div className="container catalogue">
      <div className="catalogue__intro">
        <h1>{listName}</h1>
        <p>Velg jobben, svar på noen spørsmål og få fast pris med en gang.</p>
        {category && (
          <Link to={paths.allJobs} className="catalogue__all-link">
            Vis alle jobber
          </Link>
        )}
        {postCodeSlot}
      </div>
      {category ? (
        <section className="catalogue__category" aria-labelledby="kategori-jobber">
          <h2 id="kategori-jobber">
            {all.length} {all.length === 1 ? "jobb" : "jobber"}
          </h2>
          <ul className="job-grid">{all.map(card)}</ul>
        </section>
      ) : (
        <>
          {catalogue.categories.map(jobCategoryToFront).map((front) => (
            <section key={front.id} className="catalogue__category" aria-labelledby={`kategori-${front.id}`}>
              <h2 id={`kategori-${front.id}`}>{front.title}</h2>
              <ul className="job-grid">{jobsOf(front.id).map(card)}</ul>
            </section>
          ))}
          {catalogue.uncategorised.length > 0 && (
            <section className="catalogue__category" aria-labelledby="kategori-andre">
              <h2 id="kategori-andre">Andre jobber</h2>
              <ul className="job-grid">{catalogue.uncategorised.map(card)}</ul>
            </section>
          )}
        </>
      )}
      {all.length === 0 && <p>Ingen jobber er publisert ennå.</p>}
    </div>
  );
}
