import type { ProjectDetail } from "@mt/contract/project";
import { getProjectRating } from "@mt/contract/rating";
import { formatDateTime } from "@mt/domain/format/date";
import { commentStatusLabels, isRateable } from "@mt/domain/rating/rating";
import { starsLabel } from "@mt/domain/rating/rating-format";
import { useQuery } from "@tanstack/react-query";
import { Stars } from "../../components/rating-stars";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/queries";

/** The customer's rating of a completed project, with where its comment stands in moderation. */
export function DeskProjectRating({ project }: { project: ProjectDetail }) {
  const rateable = isRateable(project.status);
  const query = useQuery({
    queryKey: queryKeys.projectRating(project.uuid),
    queryFn: () => callApi(browserFetch, getProjectRating, { params: { uuid: project.uuid } }),
    enabled: rateable,
  });
  if (!rateable) return null;
  const rating = query.data?.data.rating;
  return (
    <section className="desk-panel desk-rating" aria-labelledby="rating-heading">
      <h2 id="rating-heading">Kundens vurdering</h2>
      {query.isPending && (
        <p className="desk-rating__line">
          <Spinner /> Henter vurderingen …
        </p>
      )}
      {query.isError && <Alert type="error">{errorMessage(query.error)}</Alert>}
      {query.isSuccess && !rating && <p>Kunden har ikke gitt en vurdering ennå.</p>}
      {rating && (
        <>
          <p className="desk-rating__line">
            <Stars stars={rating.stars} /> <strong>{starsLabel(rating.stars)}</strong> · gitt{" "}
            <time dateTime={rating.createdAt}>{formatDateTime(rating.createdAt)}</time>
          </p>
          {rating.comment ? (
            <>
              <blockquote className="desk-rating__comment">{rating.comment}</blockquote>
              <p className="desk-rating__status">
                Kommentar: {rating.commentStatus ? commentStatusLabels[rating.commentStatus] : ""}
                {rating.moderatedBy && rating.moderatedAt
                  ? ` av ${rating.moderatedBy} ${formatDateTime(rating.moderatedAt)}`
                  : ""}
              </p>
            </>
          ) : (
            <p>Ingen kommentar.</p>
          )}
        </>
      )}
    </section>
  );
}
