import type { Catalogue, JobSummary } from "@mt/contract/catalogue";
import { type WorkType, workTypeLabels } from "@mt/domain/entities/enum-values";
import type { JobCategory, JobCategoryFront } from "@mt/domain/entities/job-category";
import { jobCategoryToFront } from "@mt/domain/entities/job-category-links";
import { formatPrice } from "@mt/domain/format/price";
import { paths, routes } from "@mt/domain/routes/routes";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { analyticsItem, trackEcommerce } from "../../lib/ecommerce-events";
import "./catalogue.css";
import { JobImage } from "./job-image";

const ALL_JOBS = "Alle jobber";

/** Where the customer's post code is and what is delivered there, when the address names one. */
export interface CatalogueArea {
  postCode: string;
  workTypes: readonly WorkType[];
}

function JobCard({
  job,
  index,
  listName,
  area,
}: {
  job: JobSummary;
  index: number;
  listName: string;
  area: CatalogueArea | null;
}) {
  const unavailable = area !== null && !area.workTypes.includes(job.workType);
  return (
    <li className={unavailable ? "job-card job-card--unavailable" : "job-card"}>
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
        {job.imageUrl && (
          <JobImage
            url={job.imageUrl}
            alt=""
            width={400}
            load={index === 0 ? "main" : "lazy"}
            className="job-card__image"
          />
        )}
        <span className="job-card__type">{workTypeLabels[job.workType]}</span>
        <h3 className="job-card__title">{job.title}</h3>
        {job.summary && <p className="job-card__summary">{job.summary}</p>}
        <p className="job-card__price">
          <span className="job-card__from">fra</span> {formatPrice(job.startingPriceOre)}
        </p>
        {job.inspectionFirst && <p className="job-card__note">Starter med befaring</p>}
        {unavailable && (
          <p className="job-card__unavailable">Ikke tilgjengelig på postnummer {area.postCode} ennå</p>
        )}
      </Link>
    </li>
  );
}

/**
 * A category's heading with its illustration (decorative: the heading names it). Only the first on the
 * page loads at once; the rest wait until they come near the screen. The first job card's image is the
 * page's largest above the fold on a phone, so that one is fetched first.
 */
function CategoryHeading({
  id,
  category,
  eager,
  level: Heading = "h2",
  children,
}: {
  id?: string;
  category: Pick<JobCategoryFront, "imageUrl">;
  eager: boolean;
  level?: "h1" | "h2";
  children: ReactNode;
}) {
  return (
    <div className="catalogue__category-heading">
      {category.imageUrl && (
        <JobImage
          url={category.imageUrl}
          alt=""
          width={96}
          load={eager ? "eager" : "lazy"}
          className="catalogue__category-image"
        />
      )}
      <Heading id={id}>{children}</Heading>
    </div>
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
  area = null,
}: {
  catalogue: Catalogue;
  /** The category the address names, or null for all jobs. */
  category?: Pick<JobCategory, "id" | "name" | "imageUrl"> | null;
  postCodeSlot?: ReactNode;
  /** The post code the address names, checked: jobs not delivered there are marked. */
  area?: CatalogueArea | null;
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
  const card = (job: JobSummary) => (
    <JobCard key={job.id} job={job} index={index++} listName={listName} area={area} />
  );
  return (
    <div className="container catalogue">
      <div className="catalogue__intro">
        {category ? (
          <CategoryHeading category={category} eager level="h1">
            {listName}
          </CategoryHeading>
        ) : (
          <h1>{listName}</h1>
        )}
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
          {catalogue.categories.map(jobCategoryToFront).map((front, position) => (
            <section key={front.id} className="catalogue__category" aria-labelledby={`kategori-${front.id}`}>
              <CategoryHeading id={`kategori-${front.id}`} category={front} eager={position === 0}>
                {front.title}
              </CategoryHeading>
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
