import type { ListMeta } from "@mt/contract/cms";
import { moderateRating, type RatingListItem } from "@mt/contract/rating";
import { formatDateTime } from "@mt/domain/format/date";
import { type CommentStatus, commentStatusLabels } from "@mt/domain/rating/rating";
import { starsLabel } from "@mt/domain/rating/rating-format";
import { routes } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Stars } from "../../components/rating-stars";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { type RatingsQuery, ratingsHref } from "./ratings-query";
import "../../components/desk.css";
import "./ratings.css";
import { ListPager } from "../../components/list-pager";
import { PageHeader } from "../../components/ui/page-header";

const FILTERS: { status: RatingsQuery["status"]; label: string }[] = [
  { status: "pending", label: "Venter på godkjenning" },
  { status: "approved", label: "Godkjente" },
  { status: "rejected", label: "Avviste" },
  { status: "all", label: "Alle" },
];

function Moderation({ item, onDone }: { item: RatingListItem; onDone: (item: RatingListItem) => void }) {
  const toast = useToast();
  const moderate = useMutation({
    mutationFn: (decision: "approve" | "reject") =>
      callApi(browserFetch, moderateRating, { params: { uuid: item.uuid }, body: { decision } }),
    onSuccess: ({ data }) => {
      toast.success(
        data.commentStatus === "approved" ? "Kommentaren er godkjent." : "Kommentaren er avvist.",
      );
      onDone(data);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const busy = moderate.isPending ? moderate.variables : null;
  return (
    <div className="rating-card__actions">
      <Button
        size="small"
        busy={busy === "approve"}
        aria-label={`Godkjenn kommentaren til prosjekt ${item.project.number}`}
        onClick={() => moderate.mutate("approve")}
      >
        Godkjenn
      </Button>
      <Button
        size="small"
        variant="secondary"
        busy={busy === "reject"}
        aria-label={`Avvis kommentaren til prosjekt ${item.project.number}`}
        onClick={() => moderate.mutate("reject")}
      >
        Avvis
      </Button>
    </div>
  );
}

function RatingCard({ item, onDone }: { item: RatingListItem; onDone: (item: RatingListItem) => void }) {
  const status: CommentStatus | null = item.commentStatus;
  return (
    <li className="rating-card">
      <div className="rating-card__top">
        <h2>
          <Link to={routes.project(item.project.number)}>Prosjekt {item.project.number}</Link>
        </h2>
        {status && (
          <span className={`rating-card__status rating-card__status--${status}`}>
            {commentStatusLabels[status]}
          </span>
        )}
      </div>
      <p className="rating-card__stars">
        <Stars stars={item.stars} /> {starsLabel(item.stars)} ·{" "}
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </p>
      {item.comment ? (
        <blockquote className="rating-card__comment">{item.comment}</blockquote>
      ) : (
        <p className="rating-card__muted">Ingen kommentar.</p>
      )}
      <dl className="rating-card__facts">
        <div>
          <dt>Kunde</dt>
          <dd>{item.customerName}</dd>
        </div>
        <div>
          <dt>Jobb</dt>
          <dd>{item.jobs.join(", ")}</dd>
        </div>
        <div>
          <dt>Installatør</dt>
          <dd>
            <Link to={ratingsHref({ status: "all", contractor: item.contractor.uuid, page: 1 })}>
              {item.contractor.name}
            </Link>
          </dd>
        </div>
        {item.electrician && (
          <div>
            <dt>Montør</dt>
            <dd>{item.electrician}</dd>
          </div>
        )}
        {item.moderatedBy && item.moderatedAt && (
          <div>
            <dt>Behandlet</dt>
            <dd>
              {item.moderatedBy}, {formatDateTime(item.moderatedAt)}
            </dd>
          </div>
        )}
      </dl>
      {status === "pending" && <Moderation item={item} onDone={onDone} />}
    </li>
  );
}

/** /vurderinger: the customers' ratings, pending comments first, to approve or reject. */
export function RatingsPage({
  query,
  ratings: loaded,
  meta,
  contractorName,
}: {
  query: RatingsQuery;
  ratings: RatingListItem[];
  meta: ListMeta;
  contractorName: string | null;
}) {
  const [ratings, setRatings] = useState(loaded);
  useEffect(() => setRatings(loaded), [loaded]);
  const replace = (fresh: RatingListItem) =>
    setRatings((all) => all.map((item) => (item.uuid === fresh.uuid ? fresh : item)));
  return (
    <div className="container desk-page ratings-page">
      <PageHeader title="Vurderinger" />
      <nav aria-label="Filtrer vurderinger">
        <ul className="ratings-filters">
          {FILTERS.map((filter) => (
            <li key={filter.status}>
              <Link
                to={ratingsHref({ ...query, status: filter.status, page: 1 })}
                aria-current={filter.status === query.status ? "page" : undefined}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.contractor && (
        <p>
          Installatør: <strong>{contractorName ?? "valgt installatør"}</strong>{" "}
          <Link to={ratingsHref({ ...query, contractor: null, page: 1 })}>Fjern</Link>
        </p>
      )}
      <p aria-live="polite">
        {meta.total === 0
          ? query.status === "pending"
            ? "Ingen kommentarer venter på godkjenning."
            : "Ingen vurderinger her."
          : `${meta.total} ${meta.total === 1 ? "vurdering" : "vurderinger"}`}
      </p>
      {ratings.length > 0 && (
        <ul className="ratings-list">
          {ratings.map((item) => (
            <RatingCard key={item.uuid} item={item} onDone={replace} />
          ))}
        </ul>
      )}
      <ListPager
        page={query.page}
        lastPage={meta.lastPage}
        hrefFor={(page) => ratingsHref({ ...query, page })}
      />
    </div>
  );
}
