import type { Catalogue, JobSummary } from "@mt/contract/catalogue";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { jobCategoryToFront } from "@mt/domain/entities/job-category";
import { formatPrice } from "@mt/domain/format/price";
import { routes } from "@mt/domain/routes/routes";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { analyticsItem, trackEcommerce } from "../../lib/analytics";
import "./catalogue.css";

const LIST_NAME = "Alle jobber";

function JobCard({ job, index }: { job: JobSummary; index: number }) {
  return (
    <li className="job-card">
      <Link
        to={routes.jobPage(job.slug)}
        className="job-card__link"
        onClick={() =>
          trackEcommerce(
            "select_item",
            [analyticsItem({ ...job, priceOre: job.startingPriceOre, index, listName: LIST_NAME })],
            { item_list_name: LIST_NAME },
          )
        }
      >
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

/** /nettbutikk/alle: every published job, by category. */
export function CataloguePage({
  catalogue,
  postCodeSlot,
}: {
  catalogue: Catalogue;
  postCodeSlot?: ReactNode;
}) {
  const all = [...catalogue.categories.flatMap((c) => c.jobs), ...catalogue.uncategorised];
  const jobsOf = (categoryId: number) => catalogue.categories.find((c) => c.id === categoryId)?.jobs ?? [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: one view_item_list per page view
  useEffect(() => {
    trackEcommerce(
      "view_item_list",
      all.map((job, index) =>
        analyticsItem({ ...job, priceOre: job.startingPriceOre, index, listName: LIST_NAME }),
      ),
      { item_list_name: LIST_NAME },
    );
    // Once per page view.
  }, []);

  let index = 0;
  return (
    <div className="container catalogue">
      <div className="catalogue__intro">
        <h1>Alle jobber</h1>
        <p>Velg jobben, svar på noen spørsmål og få fast pris med en gang.</p>
        {postCodeSlot}
      </div>
      {catalogue.categories.map(jobCategoryToFront).map((category) => (
        <section
          key={category.id}
          className="catalogue__category"
          aria-labelledby={`kategori-${category.id}`}
        >
          <h2 id={`kategori-${category.id}`}>{category.title}</h2>
          <ul className="job-grid">
            {jobsOf(category.id).map((job) => (
              <JobCard key={job.id} job={job} index={index++} />
            ))}
          </ul>
        </section>
      ))}
      {catalogue.uncategorised.length > 0 && (
        <section className="catalogue__category" aria-labelledby="kategori-andre">
          <h2 id="kategori-andre">Andre jobber</h2>
          <ul className="job-grid">
            {catalogue.uncategorised.map((job) => (
              <JobCard key={job.id} job={job} index={index++} />
            ))}
          </ul>
        </section>
      )}
      {all.length === 0 && <p>Ingen jobber er publisert ennå.</p>}
    </div>
  );
}
