import { zodResolver } from "@hookform/resolvers/zod";
import { type ClaimDetail, finishClaimBodySchema, rejectClaim, resolveClaim } from "@mt/contract/claim";
import { claimMoveLabels, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatDateTime } from "@mt/domain/format/date";
import { paths, routes } from "@mt/domain/routes/routes";
import { writtenText } from "@mt/domain/validation/field-schemas";
import { formatPhone } from "@mt/domain/validation/phone";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { Fact } from "../../components/project-facts";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { StatusChip } from "../../components/ui/status-chip";
import { browserFetch, callApi } from "../../lib/api";
import { claimEventTitle, claimStatusTones, visitText } from "./claim-labels";
import { ScheduleDialog, SwapElectrician } from "./claim-schedule";
import { type ClaimChanges, useClaimChange } from "./use-claim-change";
import "../../components/desk.css";
import "./claims.css";
import { PageHeader } from "../../components/ui/page-header";

export const claimTitle = (claim: ClaimDetail) => `Reklamasjon på prosjekt ${claim.project.number}`;

function Facts({ claim }: { claim: ClaimDetail }) {
  return (
    <dl className="desk-facts">
      <Fact term="Status">
        <StatusChip tone={claimStatusTones[claim.status]}>{claimStatusLabels[claim.status]}</StatusChip>
      </Fact>
      <Fact term="Prosjekt">
        <Link to={routes.project(claim.project.number)}>Prosjekt {claim.project.number}</Link>
      </Fact>
      <Fact term="Kunde">
        {claim.customer.name},{" "}
        <a href={`tel:${claim.customer.phoneNumber}`}>{formatPhone(claim.customer.phoneNumber)}</a>
      </Fact>
      <Fact term="Adresse">
        {claim.project.address}, {claim.project.postCode}
      </Fact>
      <Fact term="Installatør">{claim.contractor.name}</Fact>
      <Fact term="Montør">
        {claim.electrician
          ? `${claim.electrician.firstName} ${claim.electrician.lastName}`
          : "Ikke tildelt ennå"}
      </Fact>
      <Fact term="Besøk">
        <span data-testid="claim-visit">
          {claim.windowStartsAt || claim.status === "opened" || claim.status === "scheduled"
            ? visitText(claim.windowStartsAt, claim.windowEndsAt)
            : "Ingen besøk"}
        </span>
      </Fact>
      <Fact term="Frist">{claim.deadlineText}</Fact>
      <Fact term="Registrert">{formatDateTime(claim.createdAt)}</Fact>
      {claim.overrideReason && <Fact term="Registrert etter fristen fordi">{claim.overrideReason}</Fact>}
      {claim.resolutionMessage && <Fact term="Melding til kunden">{claim.resolutionMessage}</Fact>}
    </dl>
  );
}

const finishFormSchema = z.object({
  message: writtenText("Skriv en melding til kunden.", finishClaimBodySchema.shape.message),
});
type FinishFormValues = z.input<typeof finishFormSchema>;

/** Resolve or reject, each with the message the customer gets by SMS and email. */
function FinishForm({ claim, changes }: { claim: ClaimDetail; changes: ClaimChanges }) {
  const form = useForm<FinishFormValues>({
    resolver: zodResolver(finishFormSchema),
    defaultValues: { message: "" },
  });
  const moves = claim.allowedMoves.filter((move) => move === "resolve" || move === "reject");
  if (moves.length === 0) return null;

  const finish = (move: "resolve" | "reject") =>
    form.handleSubmit(({ message }) => {
      const contract = move === "resolve" ? resolveClaim : rejectClaim;
      changes.run({
        key: move,
        call: () =>
          callApi(browserFetch, contract, {
            params: { uuid: claim.uuid },
            body: { version: claim.version, message: message.trim() },
          }),
        done:
          move === "resolve"
            ? "Reklamasjonen er løst, og kunden har fått beskjed."
            : "Reklamasjonen er avvist, og kunden har fått beskjed.",
      });
    });

  return (
    <form
      className="desk-form"
      noValidate
      aria-labelledby="finish-heading"
      onSubmit={finish(moves[0] as "resolve" | "reject")}
    >
      <h3 id="finish-heading">Avslutt reklamasjonen</h3>
      <FormField
        label="Melding til kunden"
        hint="Sendes på SMS og e-post, og vises på Min side."
        error={form.formState.errors.message?.message}
      >
        {(control) => <textarea {...control} rows={3} maxLength={1000} {...form.register("message")} />}
      </FormField>
      <div className="desk-form__actions">
        {moves.map((move) => (
          <Button
            key={move}
            type="button"
            size="medium"
            variant={move === "reject" ? "secondary" : "primary"}
            busy={changes.busy === move}
            onClick={finish(move)}
          >
            {claimMoveLabels[move]}
          </Button>
        ))}
      </div>
    </form>
  );
}

function Timeline({ claim }: { claim: ClaimDetail }) {
  const newestFirst = [...claim.timeline].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <ol className="desk-timeline">
      {newestFirst.map((event) => (
        <li key={event.id} className="desk-timeline__event" data-testid="claim-event">
          <p className="desk-timeline__head">
            <strong>{claimEventTitle(event)}</strong>
          </p>
          <p className="desk-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.actor}
          </p>
          {event.message && <p className="desk-timeline__message">{event.message}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * /reklamasjon/{uuid}: one claim within the caller's reach: what is wrong, the photos, the
 * deadline, the visit (plan it, move it, swap the electrician), and resolve or reject it.
 */
export function ClaimPage({ claim: loaded }: { claim: ClaimDetail }) {
  const [fresh, setFresh] = useState<ClaimDetail | null>(null);
  const claim = fresh && fresh.uuid === loaded.uuid && fresh.version >= loaded.version ? fresh : loaded;
  const changes = useClaimChange(claim, setFresh);
  const [scheduling, setScheduling] = useState(false);
  const mayPlan = claim.allowedMoves.includes("schedule") || claim.mayReschedule;
  const open = claim.status === "opened" || claim.status === "scheduled";

  return (
    <div className="container desk-page desk-project">
      <p>
        <Link to={paths.claims}>← Alle reklamasjoner</Link>
      </p>
      <PageHeader
        title={claimTitle(claim)}
        lead={
          <>
            {claim.deadlineText} ·{" "}
            <StatusChip tone={claimStatusTones[claim.status]}>{claimStatusLabels[claim.status]}</StatusChip>
          </>
        }
      />

      {open && (mayPlan || claim.allowedMoves.length > 0) && (
        <section className="desk-panel desk-project__actions" aria-labelledby="claim-actions">
          <h2 id="claim-actions">Handlinger</h2>
          {mayPlan && (
            <div className="desk-moves">
              <Button onClick={() => setScheduling(true)} size="medium">
                {claim.status === "scheduled" ? "Flytt besøket" : claimMoveLabels.schedule}
              </Button>
            </div>
          )}
          {claim.mayReschedule && <SwapElectrician claim={claim} changes={changes} />}
          <FinishForm claim={claim} changes={changes} />
          <ScheduleDialog
            open={scheduling}
            onClose={() => setScheduling(false)}
            claim={claim}
            changes={changes}
          />
        </section>
      )}

      <div className="desk-project__grid">
        <section className="desk-panel" aria-labelledby="claim-facts">
          <h2 id="claim-facts">Reklamasjonen</h2>
          <Facts claim={claim} />
        </section>
        <section className="desk-panel" aria-labelledby="claim-description">
          <h2 id="claim-description">Hva er feil</h2>
          <p className="claims-description">{claim.description}</p>
          {claim.images.length > 0 ? (
            <ul className="claims-photos" aria-label="Kundens bilder">
              {claim.images.map((image, i) => (
                <li key={image.id}>
                  <a href={image.url}>
                    <img
                      src={image.url}
                      alt={`Kundens bilde ${i + 1} av ${claim.images.length}`}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="desk-muted">Ingen bilder.</p>
          )}
        </section>
      </div>

      <section className="desk-panel" aria-labelledby="claim-history">
        <h2 id="claim-history">Historikk</h2>
        <Timeline claim={claim} />
      </section>
    </div>
  );
}
