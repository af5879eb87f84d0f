import { zodResolver } from "@hookform/resolvers/zod";
import {
  addInspectionPhoto,
  findingsBody,
  getInspectionFindings,
  type InspectionFindings,
  MAX_MEASUREMENTS,
  markInspected,
  measurementSchema,
  saveInspectionFindings,
  sendMeetingLink,
} from "@mt/contract/inspection";
import { uploadCustomerImage } from "@mt/contract/media";
import type { ProjectDetail } from "@mt/contract/project";
import { formatDateTime } from "@mt/domain/format/date";
import { imageUrl } from "@mt/domain/format/image-url";
import { measurementLine } from "@mt/domain/project/inspection";
import { routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useRevalidator } from "react-router";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClassName } from "../../components/ui/button";
import { FileDropZone } from "../../components/ui/file-drop-zone";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, callUpload, errorCode, errorMessage } from "../../lib/api";

/** A photo from the phone: uploaded (sanitised) as a customer image, then added to the findings. */
async function uploadPhoto(uuid: string, file: File) {
  const { data: image } = await callUpload(browserFetch, uploadCustomerImage, { file });
  return callApi(browserFetch, addInspectionPhoto, {
    params: { uuid },
    body: { mediaId: image.id, source: "PHOTO" },
  });
}

/** Per project version: a move elsewhere on the page (or a revalidation) reads the findings again. */
const findingsKey = (project: ProjectDetail) =>
  ["inspection-findings", project.uuid, project.version] as const;

/** A row with neither what was measured nor its value is left out when the findings are sent. */
const filled = (row: { label: string; value: string }) => Boolean(row.label.trim() || row.value.trim());

/**
 * One measurement row of the form: an empty row passes (it is left out), a half-filled one says
 * what it lacks, and a filled one must pass the contract's measurement (its lengths).
 */
const measurementRow = z
  .object({ label: z.string(), value: z.string(), unit: z.string() })
  .superRefine((row, ctx) => {
    if (!filled(row)) return;
    const missing = { label: !row.label.trim(), value: !row.value.trim() };
    if (missing.label) ctx.addIssue({ code: "custom", path: ["label"], message: "Skriv hva som er målt." });
    if (missing.value) ctx.addIssue({ code: "custom", path: ["value"], message: "Skriv verdien." });
    for (const issue of measurementSchema.safeParse(row).error?.issues ?? []) {
      const field = issue.path[0];
      if ((field === "label" && missing.label) || (field === "value" && missing.value)) continue;
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
const findingsFormSchema = z.object({
  text: findingsBody.shape.text,
  measurements: z.array(measurementRow).max(MAX_MEASUREMENTS),
});
type FindingsFormInput = z.input<typeof findingsFormSchema>;
type FindingsFormOutput = z.output<typeof findingsFormSchema>;
/** What the save and inspected calls send: the form's values without the empty rows. */
const findingsOf = ({ text, measurements }: FindingsFormOutput) => ({
  text,
  measurements: measurements.filter(filled),
});

function Photos({ findings }: { findings: InspectionFindings }) {
  if (findings.photos.length === 0) return <p className="desk-muted">Ingen bilder ennå.</p>;
  return (
    <ul className="inspection-photos" aria-label="Bilder fra befaringen">
      {findings.photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={photo.url}>
            <img
              src={imageUrl(photo.url, { width: 320 })}
              alt={`${photo.source === "SNAPSHOT" ? "Stillbilde fra video" : "Bilde"} ${i + 1}`}
              width={160}
              loading="lazy"
            />
          </a>
          <span className="desk-muted inspection-photo__caption">
            {photo.source === "SNAPSHOT" ? "Fra video" : "Bilde"} · {formatDateTime(photo.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The video meeting's controls for staff: open it, and text the customer their link. */
function VideoMeeting({ project }: { project: ProjectDetail }) {
  const toast = useToast();
  const send = useMutation({
    mutationFn: () => callApi(browserFetch, sendMeetingLink, { params: { uuid: project.uuid } }),
    onSuccess: ({ data }) => toast.success(`Lenken er sendt på SMS til ${formatPhone(data.sentTo)}.`),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <div className="inspection-video">
      <a
        className={buttonClassName({ variant: "primary", size: "medium" })}
        href={routes.inspectionVideo(project.uuid)}
      >
        Start videobefaringen
      </a>
      <Button variant="secondary" size="medium" busy={send.isPending} onClick={() => send.mutate()}>
        Send lenke til kunden
      </Button>
    </div>
  );
}

function FindingsForm({ project, findings }: { project: ProjectDetail; findings: InspectionFindings }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const form = useForm<FindingsFormInput, unknown, FindingsFormOutput>({
    resolver: zodResolver(findingsFormSchema),
    defaultValues: {
      text: findings.text,
      measurements: findings.measurements.map(({ label, value, unit }) => ({ label, value, unit })),
    },
  });
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: "measurements" });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);

  const onSaved = (data: InspectionFindings) => queryClient.setQueryData(findingsKey(project), { data });
  const save = useMutation({
    mutationFn: (values: FindingsFormOutput) =>
      callApi(browserFetch, saveInspectionFindings, {
        params: { uuid: project.uuid },
        body: findingsOf(values),
      }),
    onSuccess: ({ data }) => {
      onSaved(data);
      toast.success("Utkastet er lagret.");
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const finish = useMutation({
    mutationFn: (values: FindingsFormOutput) =>
      callApi(browserFetch, markInspected, { params: { uuid: project.uuid }, body: findingsOf(values) }),
    onSuccess: ({ data }) => {
      onSaved(data);
      toast.success("Befaringen er markert som utført.");
      revalidator.revalidate();
    },
    onError: (error) => {
      if (errorCode(error) === "INSPECTION_FINDINGS_REQUIRED")
        form.setError("text", { message: errorMessage(error) }, { shouldFocus: true });
      else toast.error(errorMessage(error));
      if (errorCode(error) === "INSPECTION_CLOSED") revalidator.revalidate();
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadPhoto(project.uuid, file),
    onSuccess: ({ data }) => {
      onSaved(data);
      setPhotoError(null);
      setFileKey((key) => key + 1);
      toast.success("Bildet er lagt til.");
    },
    onError: (error) => setPhotoError(errorMessage(error)),
  });

  return (
    <form
      className="desk-form inspection-form"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      noValidate
      aria-label="Funn fra befaringen"
    >
      <FormField label="Hva fant du?" hint="Tilstand, hva som må gjøres, avvik." error={errors.text?.message}>
        {(control) => <textarea {...control} rows={5} maxLength={5000} {...form.register("text")} />}
      </FormField>

      <fieldset className="inspection-measurements">
        <legend>Målinger</legend>
        {rows.fields.length === 0 && <p className="desk-muted">Ingen målinger ennå.</p>}
        {rows.fields.map((row, i) => (
          <div className="inspection-measurement" key={row.id}>
            <FormField label={`Måling ${i + 1}: hva`} error={errors.measurements?.[i]?.label?.message}>
              {(control) => (
                <input
                  {...control}
                  maxLength={100}
                  placeholder="F.eks. hovedsikring"
                  {...form.register(`measurements.${i}.label`)}
                />
              )}
            </FormField>
            <FormField label="Verdi" error={errors.measurements?.[i]?.value?.message}>
              {(control) => (
                <input
                  {...control}
                  maxLength={40}
                  inputMode="decimal"
                  {...form.register(`measurements.${i}.value`)}
                />
              )}
            </FormField>
            <FormField label="Enhet" optional error={errors.measurements?.[i]?.unit?.message}>
              {(control) => (
                <input
                  {...control}
                  maxLength={20}
                  placeholder="A, m, kW"
                  {...form.register(`measurements.${i}.unit`)}
                />
              )}
            </FormField>
            <Button
              variant="tertiary"
              size="small"
              aria-label={`Fjern måling ${i + 1}`}
              onClick={() => rows.remove(i)}
            >
              Fjern
            </Button>
          </div>
        ))}
        {rows.fields.length < MAX_MEASUREMENTS && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => rows.append({ label: "", value: "", unit: "" })}
          >
            Legg til måling
          </Button>
        )}
      </fieldset>

      <div className="inspection-photo-upload">
        <h3>Bilder</h3>
        <Photos findings={findings} />
        <FormField
          key={fileKey}
          label="Ta eller last opp bilde"
          hint="På mobilen åpnes kameraet. JPEG, PNG, WebP eller HEIC."
          error={photoError}
        >
          {(control) => (
            <FileDropZone
              {...control}
              name="photo"
              accept="image/*"
              capture="environment"
              noun="bildet"
              showChosen={false}
              disabled={upload.isPending}
              onFiles={([file]) => {
                if (file) upload.mutate(file);
              }}
            />
          )}
        </FormField>
        {upload.isPending && (
          <p role="status">
            <Spinner size="small" /> Laster opp bildet …
          </p>
        )}
      </div>

      {findings.updatedAt && (
        <p className="desk-muted">
          Sist lagret {formatDateTime(findings.updatedAt)}
          {findings.updatedBy ? ` av ${findings.updatedBy}` : ""}.
        </p>
      )}
      <div className="inspection-actions">
        <Button type="submit" variant="secondary" size="medium" busy={save.isPending}>
          Lagre utkast
        </Button>
        <Button
          size="medium"
          busy={finish.isPending}
          onClick={form.handleSubmit((body) => finish.mutate(body))}
        >
          Marker befaring utført
        </Button>
      </div>
    </form>
  );
}

function Recorded({ findings }: { findings: InspectionFindings }) {
  return (
    <div className="inspection-recorded">
      {findings.inspectedAt && (
        <p>
          Befaringen ble markert som utført {formatDateTime(findings.inspectedAt)}
          {findings.updatedBy ? ` av ${findings.updatedBy}` : ""}.
        </p>
      )}
      {findings.text ? (
        <p className="inspection-text">{findings.text}</p>
      ) : (
        <p className="desk-muted">Ingen tekst.</p>
      )}
      {findings.measurements.length > 0 && (
        <ul>
          {findings.measurements.map((m) => (
            <li key={`${m.label}-${m.value}`}>{measurementLine(m)}</li>
          ))}
        </ul>
      )}
      <Photos findings={findings} />
    </div>
  );
}

/**
 * The inspection's findings on the desk's project page, for those who run inspections (the API
 * answers 404 to anyone else, and the section is left out): text, measurements, photos from the
 * phone, saved as drafts, then "Marker befaring utført".
 */
export function InspectionFindingsSection({ project }: { project: ProjectDetail }) {
  const isInspection = project.kind === "INSPECTION";
  const query = useQuery({
    queryKey: findingsKey(project),
    queryFn: () => callApi(browserFetch, getInspectionFindings, { params: { uuid: project.uuid } }),
    enabled: isInspection,
    retry: (count, error) => errorCode(error) !== "NOT_FOUND" && count < 2,
  });

  if (!isInspection) return null;
  if (query.isError && errorCode(query.error) === "NOT_FOUND") return null;
  const findings = query.data?.data;
  return (
    <section className="desk-panel inspection-findings" aria-labelledby="findings-heading">
      <h2 id="findings-heading">Befaring</h2>
      {query.isPending && (
        <p role="status">
          <Spinner size="small" /> Henter funn …
        </p>
      )}
      {query.isError && <Alert type="error">{errorMessage(query.error)}</Alert>}
      {findings && (
        <>
          {findings.mode === "VIDEO" && findings.open && <VideoMeeting project={project} />}
          {findings.open ? (
            <FindingsForm key={findings.projectUuid} project={project} findings={findings} />
          ) : (
            <Recorded findings={findings} />
          )}
        </>
      )}
    </section>
  );
}
