import { getProjectClaims, openClaim } from "@mt/contract/claim";
import type { ProjectDetail } from "@mt/contract/project";
import { claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatDate } from "@mt/domain/format/date";
import { routes } from "@mt/domain/routes/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";

const DONE = ["completed", "invoiced"];

/** Opening a claim for the customer; after the deadline only with a written reason (caseworkers). */
function OpenClaimForm({ project, overriding }: { project: ProjectDetail; overriding: boolean }) {
  const [description, setDescription] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ description?: string; overrideReason?: string }>({});
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: () =>
      callApi(browserFetch, openClaim, {
        body: {
          project: project.uuid,
          description: description.trim(),
          imageIds: [],
          ...(overriding && { overrideReason: reason.trim() }),
        },
      }),
    onSuccess: async ({ data }) => {
      toast.success("Reklamasjonen er registrert, og kunden har fått beskjed.");
      await queryClient.invalidateQueries({ queryKey: ["project", project.uuid, "claims"] });
      navigate(routes.claim(data.uuid));
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.error.fieldErrors : {};
      const found = { description: fields.description?.[0], overrideReason: fields.overrideReason?.[0] };
      if (found.description || found.overrideReason) setErrors(found);
      else toast.error(errorMessage(error));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(!description.trim() && { description: "Beskriv hva som er feil." }),
      ...(overriding &&
        !reason.trim() && { overrideReason: "Skriv hvorfor reklamasjonen registreres etter fristen." }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) open.mutate();
  }

  return (
    <form onSubmit={submit} className="desk-form" noValidate aria-labelledby="open-claim-heading">
      <h3 id="open-claim-heading">Opprett reklamasjon</h3>
      <FormField label="Hva er feil" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={3}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      {overriding && (
        <FormField
          label="Begrunnelse for å registrere etter fristen"
          hint="Fristen har gått ut. Begrunnelsen lagres i historikken."
          error={errors.overrideReason}
        >
          {(control) => (
            <textarea
              {...control}
              name="overrideReason"
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
      )}
      <Button type="submit" size="medium" busy={open.isPending}>
        Opprett reklamasjon
      </Button>
    </form>
  );
}

/**
 * The project's claim deadline and its claims on the desk's project page; staff may open a claim
 * for the customer (after the deadline only a caseworker, with a reason).
 */
export function ProjectClaims({ project }: { project: ProjectDetail }) {
  const done = DONE.includes(project.status);
  const claims = useQuery({
    queryKey: ["project", project.uuid, "claims"],
    queryFn: () => callApi(browserFetch, getProjectClaims, { params: { uuid: project.uuid } }),
    enabled: done,
  });
  if (!done) return null;
  return (
    <section className="desk-panel" aria-labelledby="claims-heading">
      <h2 id="claims-heading">Reklamasjon</h2>
      {claims.isPending ? (
        <p className="desk-muted" role="status">
          <Spinner size="small" /> Henter reklamasjoner …
        </p>
      ) : claims.isError ? (
        <Alert type="error">{errorMessage(claims.error)}</Alert>
      ) : (
        <>
          <p data-testid="claim-deadline">
            <strong>{claims.data.data.deadlineText}</strong>
            {!claims.data.data.withinDeadline && " (gått ut)"}
          </p>
          {claims.data.data.claims.length > 0 ? (
            <ul className="desk-documents">
              {claims.data.data.claims.map((claim) => (
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
          {(claims.data.data.mayOpen || claims.data.data.mayOverride) && (
            <OpenClaimForm project={project} overriding={!claims.data.data.withinDeadline} />
          )}
        </>
      )}
    </section>
  );
}
