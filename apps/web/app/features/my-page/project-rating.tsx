import type { ProjectDetail } from "@mt/contract/project";
import { getProjectRating, type ProjectRating, type Rating, rateProject } from "@mt/contract/rating";
import { formatDateLong } from "@mt/domain/format/date";
import { isRateable, RATING_COMMENT_MAX_LENGTH, ratingInputSchema } from "@mt/domain/rating/rating";
import { starsLabel } from "@mt/domain/rating/rating-format";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Stars } from "../../components/rating-stars";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/queries";

const commentNote: Record<NonNullable<Rating["commentStatus"]>, string> = {
  pending: "Kommentaren vises offentlig når vi har sett gjennom den.",
  approved: "Kommentaren er godkjent og vises på jobbsiden (bare fornavn og sted).",
  rejected: "Kommentaren vises ikke offentlig.",
};

function GivenRating({ rating, onChange }: { rating: Rating; onChange: (() => void) | null }) {
  return (
    <div className="project-rating__given">
      <p>
        <Stars stars={rating.stars} /> <span>{starsLabel(rating.stars)}</span>
      </p>
      {rating.comment && <blockquote className="project-rating__comment">{rating.comment}</blockquote>}
      {rating.commentStatus && <p className="project-rating__note">{commentNote[rating.commentStatus]}</p>}
      {onChange && rating.changeableUntil && (
        <p>
          Du kan endre vurderingen til {formatDateLong(rating.changeableUntil)}.{" "}
          <Button variant="tertiary" size="small" onClick={onChange}>
            Endre vurderingen
          </Button>
        </p>
      )}
    </div>
  );
}

/** Five stars as one radio group: arrow keys move between them, each says "3 av 5 stjerner". */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error: string | null;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="star-picker" {...fieldAria({ errorId: error ? errorId : null })}>
      <legend>Hvor fornøyd er du med jobben?</legend>
      <div className="star-picker__stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={value !== null && n <= value ? "star-picker__star is-on" : "star-picker__star"}
          >
            <input
              type="radio"
              name={`${id}-stars`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{starsLabel(n)}</span>
          </label>
        ))}
      </div>
      {value !== null && <p className="star-picker__chosen">{starsLabel(value)}</p>}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function RatingForm({
  project,
  given,
  onSaved,
  onCancel,
}: {
  project: ProjectDetail;
  given: Rating | null;
  onSaved: (answer: ProjectRating) => void;
  onCancel: (() => void) | null;
}) {
  const [stars, setStars] = useState<number | null>(given?.stars ?? null);
  const [comment, setComment] = useState(given?.comment ?? "");
  const [errors, setErrors] = useState<{ stars?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const save = useMutation({
    mutationFn: (body: { stars: number; comment: string | null }) =>
      callApi(browserFetch, rateProject, { params: { uuid: project.uuid }, body }),
    onSuccess: ({ data }) => onSaved(data),
    onError: (error) => setFailure(errorMessage(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ratingInputSchema.safeParse({ stars: stars ?? 0, comment });
    if (!parsed.success) {
      const found: { stars?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "comment" ? "comment" : "stars";
        found[field] ??= issue.message;
      }
      setErrors(found);
      form.current?.querySelector<HTMLElement>(found.stars ? "input[type=radio]" : "textarea")?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate({ stars: parsed.data.stars, comment: parsed.data.comment ?? null });
  }

  return (
    <form ref={form} className="project-rating__form" noValidate onSubmit={submit}>
      <StarPicker value={stars} onChange={setStars} error={errors.stars ?? null} />
      <FormField
        label="Kommentar"
        optional
        hint="Fornavnet ditt og stedet vises sammen med kommentaren når den er godkjent."
        error={errors.comment}
      >
        {(control) => (
          <textarea
            {...control}
            value={comment}
            rows={4}
            maxLength={RATING_COMMENT_MAX_LENGTH}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </FormField>
      {failure && <Alert type="error">{failure}</Alert>}
      <div className="project-rating__actions">
        <Button type="submit" busy={save.isPending}>
          {given ? "Lagre vurderingen" : "Send vurdering"}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Avbryt
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * "Vurder jobben" on a completed project of "my page": the form (anchor #vurdering, where the SMS
 * link lands), a thank-you once sent, and the given rating after.
 */
export function ProjectRatingSection({ project }: { project: ProjectDetail }) {
  const rateable = isRateable(project.status);
  const client = useQueryClient();
  const key = queryKeys.projectRating(project.uuid);
  const query = useQuery({
    queryKey: key,
    queryFn: () => callApi(browserFetch, getProjectRating, { params: { uuid: project.uuid } }),
    enabled: rateable,
  });
  const [editing, setEditing] = useState(false);
  const [thanked, setThanked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  if (!rateable) return null;
  const answer = query.data?.data;
  return (
    <section id="vurdering" aria-labelledby="project-rating" className="project-rating">
      <h2 id="project-rating" ref={heading} tabIndex={-1}>
        Vurder jobben
      </h2>
      {query.isPending && (
        <p className="project-rating__loading">
          <Spinner /> Henter vurderingen …
        </p>
      )}
      {query.isError && <Alert type="error">{errorMessage(query.error)}</Alert>}
      {thanked && (
        <Alert type="success" title="Takk for vurderingen!">
          Den hjelper andre kunder og installatøren.
        </Alert>
      )}
      {answer && (answer.rating === null || editing) && answer.mayRate && (
        <RatingForm
          project={project}
          given={answer.rating}
          onSaved={(saved) => {
            client.setQueryData(key, { data: saved });
            setEditing(false);
            setThanked(true);
            requestAnimationFrame(() => heading.current?.focus());
          }}
          onCancel={answer.rating ? () => setEditing(false) : null}
        />
      )}
      {answer?.rating && !editing && (
        <GivenRating rating={answer.rating} onChange={answer.mayRate ? () => setEditing(true) : null} />
      )}
      {answer && !answer.rating && !answer.mayRate && (
        <p>Vurderingen kan gis av kunden som bestilte jobben.</p>
      )}
    </section>
  );
}
