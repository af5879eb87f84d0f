import {
  type ClaimDetail,
  getClaimAvailableTimes,
  getSwappableClaimElectricians,
  scheduleClaim,
  swapClaimTimeslot,
} from "@mt/contract/claim";
import { formatInOslo } from "@mt/domain/format/date";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { visitText } from "./claim-labels";
import type { ClaimChanges } from "./use-claim-change";

const DAYS_AHEAD = 28;
const dayHeading = (date: string) => formatInOslo(`${date}T12:00:00Z`, "dddd D. MMMM");

/** The windows the project's installer can offer (its own electrician first), as radio buttons by day. */
function TimesForm({
  claim,
  changes,
  onDone,
}: {
  claim: ClaimDetail;
  changes: ClaimChanges;
  onDone: () => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const times = useQuery({
    queryKey: ["claim", claim.uuid, "available-times"],
    queryFn: () =>
      callApi(browserFetch, getClaimAvailableTimes, {
        params: { uuid: claim.uuid },
        query: { days: DAYS_AHEAD },
      }),
    staleTime: 0,
  });
  if (times.isPending) {
    return (
      <p className="claims-muted" role="status">
        <Spinner size="small" /> Henter ledige tider …
      </p>
    );
  }
  if (times.isError) return <Alert type="error">{errorMessage(times.error)}</Alert>;
  const days = times.data.data.days
    .map((day) => ({ ...day, windows: day.windows.filter((window) => window.available) }))
    .filter((day) => day.windows.length > 0);
  if (days.length === 0) {
    return <Alert type="info">Installatøren har ingen ledige tider de neste {DAYS_AHEAD} dagene.</Alert>;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError("Velg et tidspunkt.");
      return;
    }
    setError(null);
    changes.run(
      {
        key: "schedule",
        call: () =>
          callApi(browserFetch, scheduleClaim, {
            params: { uuid: claim.uuid },
            body: { version: claim.version, startsAt: chosen },
          }),
        done: "Besøket er planlagt, og kunden har fått beskjed.",
      },
      { onSuccess: onDone, onError: () => void times.refetch() },
    );
  }

  return (
    <form onSubmit={submit} className="claims-form" noValidate>
      {error && (
        <Alert type="error" id="claim-time-error">
          {error}
        </Alert>
      )}
      <div className="claims-times">
        {days.map((day) => (
          <fieldset key={day.date} className="claims-times__day">
            <legend>{dayHeading(day.date)}</legend>
            {day.windows.map((window) => (
              <label key={window.startsAt} className="claims-chip">
                <input
                  type="radio"
                  name="startsAt"
                  value={window.startsAt}
                  checked={chosen === window.startsAt}
                  onChange={() => setChosen(window.startsAt)}
                  aria-describedby={error ? "claim-time-error" : undefined}
                />
                <span>
                  {window.start}–{window.end}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="claims-form__actions">
        <Button type="submit" busy={changes.busy === "schedule"}>
          {claim.status === "scheduled" ? "Flytt til valgt tid" : "Planlegg valgt tid"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}

export function ScheduleDialog({
  open,
  onClose,
  claim,
  changes,
}: {
  open: boolean;
  onClose: () => void;
  claim: ClaimDetail;
  changes: ClaimChanges;
}) {
  const moving = claim.status === "scheduled";
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={moving ? "Flytt besøket" : "Planlegg besøk"}
      description={
        moving
          ? `Nå: ${visitText(claim.windowStartsAt, claim.windowEndsAt)}. Velg et nytt ankomstvindu; kunden får beskjed.`
          : "Velg et ankomstvindu. Montøren som gjorde jobben får besøket når hen er ledig; ellers en annen montør hos samme installatør. Kunden får beskjed."
      }
      width={720}
    >
      <TimesForm claim={claim} changes={changes} onDone={onClose} />
    </Modal>
  );
}

/** Moves a planned visit to another free electrician of the same installer, at the same time. */
export function SwapElectrician({ claim, changes }: { claim: ClaimDetail; changes: ClaimChanges }) {
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const free = useQuery({
    queryKey: ["claim", claim.uuid, "swappable", claim.version],
    queryFn: () =>
      callApi(browserFetch, getSwappableClaimElectricians, {
        params: { id: claim.contractor.uuid, pid: claim.uuid },
      }),
    staleTime: 0,
  });
  if (free.isPending) {
    return (
      <p className="claims-muted" role="status">
        <Spinner size="small" /> Henter ledige montører …
      </p>
    );
  }
  if (free.isError) return <Alert type="error">{errorMessage(free.error)}</Alert>;
  const { electricians, timeslot_uuid } = free.data.data;
  if (electricians.length === 0) {
    return (
      <p className="claims-muted">Ingen andre montører hos installatøren er ledige på dette tidspunktet.</p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError("Velg en montør.");
      return;
    }
    setError(null);
    changes.run({
      key: "swap",
      call: () =>
        callApi(browserFetch, swapClaimTimeslot, {
          params: { id: claim.contractor.uuid, pid: claim.uuid },
          body: { timeslot_uuid, electrician_uuid: chosen },
        }),
      done: "Besøket er flyttet til en annen montør.",
    });
  }

  return (
    <form onSubmit={submit} className="claims-form" noValidate aria-labelledby="swap-heading">
      <h3 id="swap-heading">Bytt montør</h3>
      <FormField label="Ledig montør på samme tid" error={error}>
        {(control) => (
          <select
            {...control}
            name="electrician"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">Velg montør</option>
            {electricians.map((person) => (
              <option key={person.uuid} value={person.uuid}>
                {person.firstName} {person.lastName}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" size="medium" variant="secondary" busy={changes.busy === "swap"}>
        Bytt montør
      </Button>
    </form>
  );
}
