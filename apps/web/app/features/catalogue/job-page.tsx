import type { PublishedJob } from "@mt/contract/catalogue";
import { workTypeLabels } from "@mt/domain/entities/enum-values";
import { formatPrice } from "@mt/domain/format/price";
import { routes } from "@mt/domain/routes/routes";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { analyticsItem, trackEcommerce } from "../../lib/ecommerce-events";
import "./catalogue.css";
import { JobImage } from "./job-image";
import { JobRatingBadge, JobRatings, type ShownJobRatings } from "./job-ratings";

/**
 * /bestilling/jobb/{slug}: the job's marketing content and the way into the configurator.
 * `cmsContent` is the linked CMS page of type `job` rendered by the route (when there is one);
 * without it the job's own description is shown.
 */
export function JobPage({
  job,
  cmsContent,
  postCodeSlot,
  ratings,
}: {
  job: PublishedJob;
  cmsContent?: ReactNode;
  postCodeSlot?: ReactNode;
  /** Loaded on the server with the page; null when they could not be read. */
  ratings?: ShownJobRatings | null;
}) {
  const { definition } = job;
  useEffect(() => {
    trackEcommerce("view_item", [
      analyticsItem({ ...definition, slug: job.slug, priceOre: job.startingPriceOre }),
    ]);
  }, [job.slug, job.startingPriceOre, definition]);

  return (
    <article className="container job-page">
      <header className="job-page__hero">
        {definition.imageUrl && (
          <JobImage
            url={definition.imageUrl}
            alt={`Illustrasjon: ${definition.title}`}
            width={560}
            load="main"
            className="job-page__image"
          />
        )}
        <p className="job-card__type">{workTypeLabels[definition.workType]}</p>
        <h1>{definition.title}</h1>
        {definition.summary && <p className="job-page__summary">{definition.summary}</p>}
        <p className="job-page__price">
          Fast pris fra <strong>{formatPrice(job.startingPriceOre)}</strong>{" "}
          <span className="job-page__vat">inkl. mva.</span>
        </p>
        {ratings && <JobRatingBadge summary={ratings} />}
        {definition.inspectionFirst && (
          <p className="job-page__note">
            Denne jobben starter med en befaring, så du får en endelig pris før vi begynner.
          </p>
        )}
        <div className="job-page__actions">
          <Link to={routes.configuratorPage(job.slug)} className={buttonClassName()}>
            Bestill jobben
          </Link>
          {postCodeSlot}
        </div>
      </header>
      {cmsContent ??
        (definition.description && (
          <div className="job-page__description">
            <p>{definition.description}</p>
          </div>
        ))}
      <section className="job-page__how" aria-labelledby="slik-gjor-du">
        <h2 id="slik-gjor-du">Slik bestiller du</h2>
        <ol>
          <li>Svar på noen spørsmål om jobben, og se prisen endre seg mens du svarer.</li>
          <li>Legg jobben i handlekurven og velg et tidspunkt som passer.</li>
          <li>En godkjent installatør i ditt område gjør jobben til fast pris.</li>
        </ol>
      </section>
      {ratings && ratings.count > 0 && <JobRatings summary={ratings} />}
    </article>
  );
}
