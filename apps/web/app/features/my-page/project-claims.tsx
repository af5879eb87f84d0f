import { type ClaimDetail, getProjectClaims, openClaim } from "@mt/contract/claim";
import { uploadCustomerImage } from "@mt/contract/media";
import type { ProjectDetail } from "@mt/contract/project";
import { claimNextStepForCustomer, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatDateTime } from "@mt/domain/format/date";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { CustomerServicePhone } from "../../components/customer-service-phone";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FileDropZone } from "../../components/ui/file-drop-zone";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { StatusChip } from "../../components/ui/status-chip";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, callUpload, errorMessage } from "../../lib/api";

const DONE = ["completed", "invoiced"];
const MAX_PHOTOS = 10;

const visit = (claim: ClaimDetail) =>
  claim.windowStartsAt && claim.windowEndsAt
    ? formatDayWindow(claim.windowStartsAt, claim.windowEndsAt)
    : null;

/** What is wrong and photos of it; the photos upload as they are chosen. */
function ClaimForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const [description, setDescription] = useState("");
  const [photos, setPhotos] = useState<{ id: number; url: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ description?: string; photos?: string }>({});
  const toast = useToast();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () =>
      callApi(browserFetch, openClaim, {
        body: { project: project.uuid, description: description.trim(), imageIds: photos.map((p) => p.id) },
      }),
    onSuccess: async () => {
      toast.success("Takk! Reklamasjonen er sendt. Du får en bekreftelse på SMS og e-post.");
      await queryClient.invalidateQueries({ queryKey: ["project", project.uuid, "claims"] });
      onDone();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.error.fieldErrors.description?.[0] : undefined;
      if (field) setErrors({ description: field });
      else toast.error(errorMessage(error));
    },
  });

  async function choose(chosen: File[]) {
    const files = chosen.slice(0, MAX_PHOTOS - photos.length);
    if (files.length === 0) return;
    setUploading(true);
    setErrors((e) => ({ ...e, photos: undefined }));
    try {
      for (const file of files) {
        const { data } = await callUpload(browserFetch, uploadCustomerImage, { file });
        setPhotos((list) => [...list, { id: data.id, url: data.url, name: file.name }]);
      }
    } catch (error) {
      setErrors((e) => ({ ...e, photos: errorMessage(error) }));
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!description.trim()) {
      setErrors({ description: "Beskriv hva som er feil." });
      return;
    }
    setErrors({});
    send.mutate();
  }

  return (
    <form onSubmit={submit} className="claim-form" noValidate aria-labelledby="claim-form-heading">
      <h3 id="claim-form-heading">Meld reklamasjon</h3>
      <FormField
        label="Hva er feil?"
        hint="Fortell hva som ikke virker, og når det startet."
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            maxLength={2000}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              if (errors.description) setErrors((e) => ({ ...e, description: undefined }));
            }}
          />
        )}
      </FormField>
      <FormField
        label="Bilder"
        hint={`Valgfritt, inntil ${MAX_PHOTOS} bilder (JPEG, PNG, WebP).`}
        error={errors.photos}
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
      <div className="claim-form__actions">
        <Button type="submit" busy={send.isPending} disabled={uploading}>
          Send reklamasjon
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}

function ClaimItem({ claim }: { claim: ClaimDetail }) {
  const when = visit(claim);
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
 * "My page", a completed project: the claim deadline, "Meld reklamasjon" within it (what is wrong,
 * photos), and each claim's status and our messages.
 */
export function ProjectClaims({ project }: { project: ProjectDetail }) {
  const done = DONE.includes(project.status);
  const [writing, setWriting] = useState(false);
  const claims = useQuery({
    queryKey: ["project", project.uuid, "claims"],
    queryFn: () => callApi(browserFetch, getProjectClaims, { params: { uuid: project.uuid } }),
    enabled: done,
  });
  if (!done) return null;
  return (
    <section aria-labelledby="project-claims" className="project-claims">
      <h2 id="project-claims">Reklamasjon</h2>
      {claims.isPending ? (
        <p role="status">
          <Spinner size="small" /> Henter …
        </p>
      ) : claims.isError ? (
        <Alert type="error">{errorMessage(claims.error)}</Alert>
      ) : (
        <>
          <p data-testid="claim-deadline">{claims.data.data.deadlineText}</p>
          {claims.data.data.claims.length > 0 && (
            <ul className="claim-list">
              {claims.data.data.claims.map((claim) => (
                <ClaimItem key={claim.uuid} claim={claim} />
              ))}
            </ul>
          )}
          {claims.data.data.mayOpen ? (
            writing ? (
              <ClaimForm project={project} onDone={() => setWriting(false)} />
            ) : (
              <Button variant="secondary" onClick={() => setWriting(true)}>
                Meld reklamasjon
              </Button>
            )
          ) : (
            !claims.data.data.withinDeadline && (
              <p>
                Reklamasjonsfristen har gått ut. Mener du noe er galt, ring kundeservice på{" "}
                <CustomerServicePhone />.
              </p>
            )
          )}
        </>
      )}
    </section>
  );
}
