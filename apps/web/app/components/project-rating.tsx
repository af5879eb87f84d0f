import { zodResolver } from "@hookform/resolvers/zod";
import type { ProjectDetail } from "@mt/contract/project";
import {
  type ProjectRating as Answer,
  getProjectRating,
  type Rating,
  rateProject,
} from "@mt/contract/rating";
import { formatDateLong, formatDateTime } from "@mt/domain/format/date";
import {
  commentStatusLabels,
  isRateable,
  RATING_COMMENT_MAX_LENGTH,
  ratingInputSchema,
} from "@mt/domain/rating/rating";
import { starsLabel } from "@mt/domain/rating/rating-format";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { browserFetch, callApi, errorMessage } from "../lib/api";
import { queryKeys } from "../lib/queries";
import { Stars } from "./rating-stars";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { FormField, fieldAria } from "./ui/form-field";
import { Spinner } from "./ui/spinner";
import "./project-rating.css";

/** Who is looking: the customer rates on "my page"; staff read the rating on the desk. */
export type RatingViewer = "customer" | "staff";

const commentNote: Record<NonNullable<Rating["commentStatus"]>, string> = {
  pending: "Kommentaren vises offentlig når vi har sett gjennom den.",
  approved: "Kommentaren er godkjent og vises på jobbsiden (bare fornavn og sted).",
  rejected: "Kommentaren vises ikke offentlig.",
};

/** "Kommentar: Godkjent av Lars Berg 21.11.2026 kl. 10:00", as staff follow the moderation. */
function moderation(rating: Rating) {
  const status = rating.commentStatus ? commentStatusLabels[rating.commentStatus] : "";
  const by =
    rating.moderatedBy && rating.moderatedAt
      ? ` av ${rating.moderatedBy} ${formatDateTime(rating.moderatedAt)}`
      : "";
  return `Kommentar: ${status}${by}`;
}

/** The given rating: its stars and comment; the customer may change it within its window. */
function GivenRating({
  viewer,
  rating,
  onChange,
}: {
  viewer: RatingViewer;
  rating: Rating;
  onChange: (() => void) | null;
}) {
  return (
    <div className="project-rating__given">
      <p className="project-rating__line">
        <Stars stars={rating.stars} />{" "}
        {viewer === "staff" ? (
          <>
            <strong>{starsLabel(rating.stars)}</strong> · gitt{" "}
            <time dateTime={rating.createdAt}>{formatDateTime(rating.createdAt)}</time>
          </>
        ) : (
          <span>{starsLabel(rating.stars)}</span>
        )}
      </p>
      {rating.comment && <blockquote className="project-rating__comment">{rating.comment}</blockquote>}
      {viewer === "staff" ? (
        <p className="project-rating__note">{rating.comment ? moderation(rating) : "Ingen kommentar."}</p>
      ) : (
        rating.commentStatus && <p className="project-rating__note">{commentNote[rating.commentStatus]}</p>
      )}
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
  field,
  value,
  error,
}: {
  field: UseFormRegisterReturn<"stars">;
  value: number | null;
  error: string | undefined;
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
            <input type="radio" value={n} {...field} className="visually-hidden" />
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

type FormInput = z.input<typeof ratingInputSchema>;
type FormOutput = z.output<typeof ratingInputSchema>;

function RatingForm({
  project,
  given,
  onSaved,
  onCancel,
}: {
  project: ProjectDetail;
  given: Rating | null;
  onSaved: (answer: Answer) => void;
  onCancel: (() => void) | null;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ratingInputSchema),
    defaultValues: { stars: given ? String(given.stars) : null, comment: given?.comment ?? "" },
  });
  const { errors } = form.formState;
  const chosen = Number(form.watch("stars"));
  const save = useMutation({
    mutationFn: (body: { stars: number; comment: string | null }) =>
      callApi(browserFetch, rateProject, { params: { uuid: project.uuid }, body }),
    onSuccess: ({ data }) => onSaved(data),
    onError: (error) => setFailure(errorMessage(error)),
  });

  return (
    <form
      className="project-rating__form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        save.mutate({ stars: values.stars, comment: values.comment ?? null });
      })}
    >
      <StarPicker
        field={form.register("stars")}
        value={chosen >= 1 ? chosen : null}
        error={errors.stars?.message}
      />
      <FormField
        label="Kommentar"
        optional
        hint="Fornavnet ditt og stedet vises sammen med kommentaren når den er godkjent."
        error={errors.comment?.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={RATING_COMMENT_MAX_LENGTH}
            {...form.register("comment")}
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
 * A completed project's rating. The customer ("my page") gets "Vurder jobben": the form (anchor
 * #vurdering, where the SMS link lands), a thank-you once sent, and the given rating after. Staff
 * (the desk) read "Kundens vurdering", with where its comment stands in moderation.
 */
export function ProjectRating({ project, viewer }: { project: ProjectDetail; viewer: RatingViewer }) {
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
  const customer = viewer === "customer";
  return (
    <section
      id={customer ? "vurdering" : undefined}
      aria-labelledby="project-rating"
      className={customer ? "project-rating" : "desk-panel project-rating"}
    >
      <h2 id="project-rating" ref={heading} tabIndex={-1}>
        {customer ? "Vurder jobben" : "Kundens vurdering"}
      </h2>
      {query.isPending && (
        <p className="project-rating__line">
          <Spinner /> Henter vurderingen …
        </p>
      )}
      {query.isError && <Alert type="error">{errorMessage(query.error)}</Alert>}
      {thanked && (
        <Alert type="success" title="Takk for vurderingen!">
          Den hjelper andre kunder og installatøren.
        </Alert>
      )}
      {customer && answer && (answer.rating === null || editing) && answer.mayRate && (
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
        <GivenRating
          viewer={viewer}
          rating={answer.rating}
          onChange={customer && answer.mayRate ? () => setEditing(true) : null}
        />
      )}
      {answer &&
        !answer.rating &&
        (customer ? (
          !answer.mayRate && <p>Vurderingen kan gis av kunden som bestilte jobben.</p>
        ) : (
          <p>Kunden har ikke gitt en vurdering ennå.</p>
        ))}
    </section>
  );
}
