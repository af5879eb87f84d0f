import { zodResolver } from "@hookform/resolvers/zod";
import { type ClaimDetail, getProjectClaims, openClaim, openClaimBodySchema } from "@mt/contract/claim";
import { uploadCustomerImage } from "@mt/contract/media";
import type { ProjectDetail } from "@mt/contract/project";
import { claimNextStepForCustomer, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatDate, formatDateTime } from "@mt/domain/format/date";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { routes } from "@mt/domain/routes/routes";
import { writtenText } from "@mt/domain/validation/field-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { ApiError, browserFetch, callApi, callUpload, errorMessage } from "../lib/api";
import { queryKeys } from "../lib/queries";
import { CustomerServicePhone } from "./customer-service-phone";
import { showsProjectClaims } from "./project-claims-shown";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { FileDropZone } from "./ui/file-drop-zone";
import { FormField } from "./ui/form-field";
import { Spinner } from "./ui/spinner";
import { StatusChip } from "./ui/status-chip";
import { useToast } from "./ui/toasts";
import "./project-claims.css";

/** Who is looking: the customer on "my page", or staff (and the installer) on the desk. */
export type ClaimsViewer = "customer" | "staff";

const MAX_PHOTOS = 10;

/** The contract's body fields, each with a message that says what to write when it is empty. */
const { description, overrideReason } = openClaimBodySchema.shape;
const claimFormSchema = (overriding: boolean) =>
  z.object({
    description: writtenText("Beskriv hva som er feil.", description),
    overrideReason: overriding
      ? writtenText("Skriv hvorfor reklamasjonen registreres etter fristen.", overrideReason.unwrap())
      : z.string(),
  });
type ClaimFormValues = z.input<ReturnType<typeof claimFormSchema>>;

const texts = {
  customer: {
    heading: "Meld reklamasjon",
    description: "Hva er feil?",
    hint: "Fortell hva som ikke virker, og når det startet.",
    submit: "Send reklamasjon",
    sent: "Takk! Reklamasjonen er sendt. Du får en bekreftelse på SMS og e-post.",
    loading: "Henter …",
    className: "claim-form",
  },
  staff: {
    heading: "Opprett reklamasjon",
    description: "Hva er feil",
    hint: undefined,
    submit: "Opprett reklamasjon",
    sent: "Reklamasjonen er registrert, og kunden har fått beskjed.",
    loading: "Henter reklamasjoner …",
    className: "desk-form",
  },
} as const;

type Photo = { id: number; url: string; name: string };

/**
 * Opening a claim: what is wrong; the customer adds photos (they upload as they are chosen) and
 * staff after the deadline a written reason (caseworkers).
 */
function ClaimForm({
  viewer,
  project,
  overriding,
  onDone,
}: {
  viewer: ClaimsViewer;
  project: ProjectDetail;
  overriding: boolean;
  onDone: (() => void) | null;
}) {
  const text = texts[viewer];
  // The uploaded photos (their ids go with the form, their URLs show as thumbnails).
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const form = useForm<ClaimFormValues>({
    resolver: zodResolver(claimFormSchema(overriding)),
    defaultValues: { description: "", overrideReason: "" },
  });
  const { errors } = form.formState;
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (values: ClaimFormValues) =>
      callApi(browserFetch, openClaim, {
        body: {
          project: project.uuid,
          description: values.description.trim(),
          imageIds: photos.map((p) => p.id),
          ...(overriding && { overrideReason: values.overrideReason.trim() }),
        },
      }),
    onSuccess: async ({ data }) => {
      toast.success(text.sent);
      await queryClient.invalidateQueries({ queryKey: queryKeys.projectClaims(project.uuid) });
      if (viewer === "staff") navigate(routes.claim(data.uuid));
      else onDone?.();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.error.fieldErrors : {};
      let shown = false;
      for (const field of ["description", "overrideReason"] as const) {
        const message = fields[field]?.[0];
        if (message) {
          form.setError(field, { message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown) toast.error(errorMessage(error));
    },
  });

  async function choose(chosen: File[]) {
    const files = chosen.slice(0, MAX_PHOTOS - photos.length);
    if (files.length === 0) return;
    setUploading(true);
    setPhotoError(null);
    try {
      for (const file of files) {
        const { data } = await callUpload(browserFetch, uploadCustomerImage, { file });
        setPhotos((list) => [...list, { id: data.id, url: data.url, name: file.name }]);
      }
    } catch (error) {
      setPhotoError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className={text.className}
      noValidate
      aria-labelledby="claim-form-heading"
    >
      <h3 id="claim-form-heading">{text.heading}</h3>
      <FormField label={text.description} hint={text.hint} error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={viewer === "customer" ? 4 : 3}
            maxLength={2000}
            {...form.register("description")}
          />
        )}
      </FormField>
      {overriding && (
        <FormField
          label="Begrunnelse for å registrere etter fristen"
          hint="Fristen har gått ut. Begrunnelsen lagres i historikken."
          error={errors.overrideReason?.message}
        >
          {(control) => (
            <textarea {...control} rows={2} maxLength={1000} {...form.register("overrideReason")} />
          )}
        </FormField>
      )}
      {viewer === "customer" && (
        <>
          <FormField
            label="Bilder"
            hint={`Valgfritt, inntil ${MAX_PHOTOS} bilder (JPEG, PNG, WebP).`}
            error={photoError}
          >
            {(control) => (
              <FileDropZone
                {...control}
                name="photos"
                accept="image/jpeg,image/png,image/webp,image/heic"
                multiple
                noun="bilder"
                showChosen={false}
                disabled={uploading || photos.length >= MAX_PHOTOS}
                onFiles={(files) => void choose(files)}
              />
            )}
          </FormField>
          {uploading && (
            <p role="status">
              <Spinner size="small" /> Laster opp …
            </p>
          )}
          {photos.length > 0 && (
            <ul className="claim-form__photos" aria-label="Bilder du har lagt ved">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <img src={photo.url} alt={photo.name} />
                  <Button
                    variant="secondary"
                    size="medium"
                    onClick={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                  >
                    Fjern <span className="visually-hidden">{photo.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="claim-form__actions">
        <Button
          type="submit"
          size={viewer === "staff" ? "medium" : undefined}
          busy={send.isPending}
          disabled={uploading}
        >
          {text.submit}
        </Button>
        {onDone && (
          <Button variant="secondary" onClick={onDone}>
            Avbryt
          </Button>
        )}
      </div>
    </form>
  );
}

/** A claim as the customer follows it: its status, the next step, the visit and our message. */
function CustomerClaim({ claim }: { claim: ClaimDetail }) {
  const when =
    claim.windowStartsAt && claim.windowEndsAt
      ? formatDayWindow(claim.windowStartsAt, claim.windowEndsAt)
      : null;
  return (
    <li className="claim-item" data-testid="my-claim">
      <p>
        <strong>Reklamasjon {formatDateTime(claim.createdAt)}</strong> ·{" "}
        <StatusChip>{claimStatusLabels[claim.status]}</StatusChip>
      </p>
      <p>{claimNextStepForCustomer[claim.status]}</p>
      <p className="claim-item__description">{claim.description}</p>
      {when && claim.status === "scheduled" && (
        <p>
          <strong>Besøk:</strong> {when}
        </p>
      )}
      {claim.resolutionMessage && (
        <p>
          <strong>Melding fra oss:</strong> {claim.resolutionMessage}
        </p>
      )}
    </li>
  );
}

/**
 * A completed project's claim deadline and its claims. The customer ("my page") follows each
 * claim and reports one within the deadline ("Meld reklamasjon", with photos); after it, the
 * customer service number. Staff (the desk) see the claims as links to their pages and may open a
 * claim for the customer, after the deadline only a caseworker, with a reason.
 */
export function ProjectClaims({ project, viewer }: { project: ProjectDetail; viewer: ClaimsViewer }) {
  const done = showsProjectClaims(project.status);
  const [writing, setWriting] = useState(false);
  const claims = useQuery({
    queryKey: queryKeys.projectClaims(project.uuid),
    queryFn: () => callApi(browserFetch, getProjectClaims, { params: { uuid: project.uuid } }),
    enabled: done,
  });
  if (!done) return null;
  const answer = claims.data?.data;
  return (
    <section
      aria-labelledby="project-claims"
      className={viewer === "staff" ? "desk-panel" : "project-claims"}
    >
      <h2 id="project-claims">Reklamasjon</h2>
      {claims.isPending ? (
        <p className={viewer === "staff" ? "desk-muted" : undefined} role="status">
          <Spinner size="small" /> {texts[viewer].loading}
        </p>
      ) : claims.isError || !answer ? (
        <Alert type="error">{errorMessage(claims.error)}</Alert>
      ) : viewer === "customer" ? (
        <>
          <p data-testid="claim-deadline">{answer.deadlineText}</p>
          {answer.claims.length > 0 && (
            <ul className="claim-list">
              {answer.claims.map((claim) => (
                <CustomerClaim key={claim.uuid} claim={claim} />
              ))}
            </ul>
          )}
          {answer.mayOpen ? (
            writing ? (
              <ClaimForm
                viewer="customer"
                project={project}
                overriding={false}
                onDone={() => setWriting(false)}
              />
            ) : (
              <Button variant="secondary" onClick={() => setWriting(true)}>
                Meld reklamasjon
              </Button>
            )
          ) : (
            !answer.withinDeadline && (
              <p>
                Reklamasjonsfristen har gått ut. Mener du noe er galt, ring kundeservice på{" "}
                <CustomerServicePhone />.
              </p>
            )
          )}
        </>
      ) : (
        <>
          <p data-testid="claim-deadline">
            <strong>{answer.deadlineText}</strong>
            {!answer.withinDeadline && " (gått ut)"}
          </p>
          {answer.claims.length > 0 ? (
            <ul className="desk-documents">
              {answer.claims.map((claim) => (
                <li key={claim.uuid}>
                  <Link to={routes.claim(claim.uuid)}>{claim.description}</Link>{" "}
                  <span className="desk-muted">
                    {formatDate(claim.createdAt)} · {claimStatusLabels[claim.status]}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="desk-muted">Ingen reklamasjoner på prosjektet.</p>
          )}
          {(answer.mayOpen || answer.mayOverride) && (
            <ClaimForm viewer="staff" project={project} overriding={!answer.withinDeadline} onDone={null} />
          )}
        </>
      )}
    </section>
  );
}
