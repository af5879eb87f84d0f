import {
  type AffectedWork,
  type Availability,
  addAvailabilityException,
  getAvailability,
  type NewException,
  projectsAffectedByAvailability,
  removeAvailabilityException,
  replaceOwnWeek,
  replaceStandardWeek,
  type WeeklyStretchInput,
} from "@mt/contract/availability";
import { formatDateTime } from "@mt/domain/format/date";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import { AffectedWorkList } from "./affected-work-list";
import { KIND_LABELS, WEEKDAYS } from "./availability-labels";
import { ExceptionForm } from "./exception-form";
import { WeekEditor } from "./week-editor";
import "../../components/desk.css";
import "./availability.css";
import { Radio } from "../../components/ui/radio";

/** A change the page proposes: what the affected-work call and the save take. */
type Change =
  | { standardWeek: WeeklyStretchInput[] }
  | { ownWeek: WeeklyStretchInput[] | null }
  | { exception: NewException }
  | { removeExceptionId: number };

const changeBody = (c: Change) =>
  "standardWeek" in c
    ? { standard_week: c.standardWeek }
    : "ownWeek" in c
      ? { week: c.ownWeek }
      : "exception" in c
        ? { exception: c.exception }
        : { remove_exception_id: c.removeExceptionId };

const period = (x: Availability["exceptions"][number]) =>
  `${formatDateTime(x.startsAt)} – ${formatDateTime(x.endsAt)}`;

const weekText = (week: readonly WeeklyStretchInput[]) =>
  week.length === 0
    ? "Ingen arbeidsdager"
    : week.map((s) => `${WEEKDAYS[s.weekday - 1]?.slice(0, 3)} ${s.start}–${s.end}`).join(", ");

/**
 * /montor/{uuid}/tilgjengelighet: the electrician's week (the company's standard, or their own),
 * exceptions, and before a change that takes booked time is saved, the work it affects with swap
 * and keep per job (decision 029).
 */
export function AvailabilityPage({ initial }: { initial: Availability }) {
  const toast = useToast();
  const [data, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ change: Change; work: AffectedWork[]; kept: Set<string> } | null>(
    null,
  );
  const [ownEditing, setOwnEditing] = useState(initial.ownWeek !== null);
  const company = String(data.contractor.uuid);
  const params = { id: company, uuid: data.electrician.uuid };
  const name = `${data.electrician.firstName} ${data.electrician.lastName}`;

  async function affectedBy(change: Change) {
    const { data: work } = await callApi(browserFetch, projectsAffectedByAvailability, {
      params,
      body: changeBody(change),
    });
    return work;
  }

  async function save(change: Change, keep: string[]) {
    if ("standardWeek" in change) {
      await callApi(browserFetch, replaceStandardWeek, {
        params: { id: company },
        body: { week: change.standardWeek, keep },
      });
      return (await callApi(browserFetch, getAvailability, { params: { uuid: data.electrician.uuid } })).data;
    }
    if ("ownWeek" in change)
      return (await callApi(browserFetch, replaceOwnWeek, { params, body: { week: change.ownWeek, keep } }))
        .data;
    if ("exception" in change)
      return (
        await callApi(browserFetch, addAvailabilityException, { params, body: { ...change.exception, keep } })
      ).data;
    return (
      await callApi(browserFetch, removeAvailabilityException, {
        params: { ...params, exceptionId: change.removeExceptionId },
        query: { keep: keep.join(",") },
      })
    ).data;
  }

  const done = (change: Change) =>
    "exception" in change
      ? "Unntaket er lagt til."
      : "removeExceptionId" in change
        ? "Unntaket er fjernet."
        : "Arbeidsuken er lagret.";

  /** Asks which booked work the change takes time from; saves at once when none. */
  async function propose(change: Change) {
    setBusy(true);
    setError(null);
    try {
      const work = await affectedBy(change);
      if (work.length === 0) await commit(change, []);
      else setPending({ change, work, kept: new Set() });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function commit(change: Change, keep: string[]) {
    try {
      const fresh = await save(change, keep);
      setData(fresh);
      setOwnEditing(fresh.ownWeek !== null);
      setPending(null);
      toast.success(done(change));
    } catch (failure) {
      if (errorCode(failure) === "AVAILABILITY_AFFECTS_PROJECTS") {
        // Booked meanwhile: show the list again, keeping what was kept.
        const work = await affectedBy(change);
        setPending({ change, work, kept: new Set(keep) });
      }
      setError(errorMessage(failure));
    }
  }

  async function savePending() {
    if (!pending) return;
    setBusy(true);
    setError(null);
    await commit(pending.change, [...pending.kept]);
    setBusy(false);
  }

  return (
    <div className="container desk-page availability-page">
      <h1>Tilgjengelighet for {name}</h1>
      <p className="availability-muted">{data.contractor.name}. Alle tider er norsk tid (Oslo).</p>
      {error && (
        <Alert type="error" className="availability-error">
          {error}
        </Alert>
      )}
      {pending ? (
        <AffectedWorkList
          work={pending.work}
          contractorId={company}
          maySwap={data.may.swap}
          kept={pending.kept}
          busy={busy}
          onKeep={(uuid, keep) =>
            setPending((p) => {
              if (!p) return p;
              const kept = new Set(p.kept);
              if (keep) kept.add(uuid);
              else kept.delete(uuid);
              return { ...p, kept };
            })
          }
          onSwapped={(uuid, colleague) => {
            const job = pending.work.find((w) => w.timeslotUuid === uuid);
            toast.success(`Oppdrag ${job?.projectNumber ?? ""} er gitt til ${colleague}.`);
            const rest = pending.work.filter((w) => w.timeslotUuid !== uuid);
            setPending({ ...pending, work: rest });
            if (rest.length === 0) void commit(pending.change, [...pending.kept]);
          }}
          onSave={() => void savePending()}
          onCancel={() => {
            setPending(null);
            setError(null);
          }}
        />
      ) : (
        <>
          <section className="desk-panel availability-section" aria-labelledby="week-heading">
            <h2 id="week-heading">Arbeidsuke</h2>
            <fieldset className="availability-choice">
              <legend>Hvilken uke gjelder for {data.electrician.firstName}?</legend>
              <label>
                <Radio name="week-kind" checked={!ownEditing} onChange={() => setOwnEditing(false)} />{" "}
                Firmaets standarduke
              </label>
              <label>
                <Radio name="week-kind" checked={ownEditing} onChange={() => setOwnEditing(true)} /> Egen
                arbeidsuke
              </label>
            </fieldset>
            {ownEditing ? (
              <WeekEditor
                key={JSON.stringify(data.ownWeek)}
                legend="Egen arbeidsuke"
                week={data.ownWeek ?? data.standardWeek}
                busy={busy}
                submitLabel="Lagre egen arbeidsuke"
                onSave={(week) => void propose({ ownWeek: week })}
              />
            ) : (
              <>
                <p>Standarduke: {weekText(data.standardWeek)}</p>
                {data.ownWeek !== null && (
                  <Button size="medium" busy={busy} onClick={() => void propose({ ownWeek: null })}>
                    Bruk firmaets standarduke
                  </Button>
                )}
              </>
            )}
          </section>
          {data.may.editStandardWeek && (
            <section className="desk-panel availability-section" aria-labelledby="standard-heading">
              <h2 id="standard-heading">Firmaets standarduke</h2>
              <p className="availability-muted">
                Gjelder alle montører i firmaet som ikke har egen arbeidsuke.
              </p>
              <WeekEditor
                key={JSON.stringify(data.standardWeek)}
                legend="Standarduke"
                week={data.standardWeek}
                busy={busy}
                submitLabel="Lagre standarduke"
                onSave={(week) => void propose({ standardWeek: week })}
              />
            </section>
          )}
          <section className="desk-panel availability-section" aria-labelledby="exceptions-heading">
            <h2 id="exceptions-heading">Unntak</h2>
            {data.exceptions.length === 0 ? (
              <p className="availability-muted">Ingen kommende unntak.</p>
            ) : (
              <ul className="availability-exceptions">
                {data.exceptions.map((x) => (
                  <li key={x.id}>
                    <span>
                      <strong>{KIND_LABELS[x.kind]}</strong> {period(x)}
                      {x.note ? ` – ${x.note}` : ""}
                    </span>
                    <Button
                      size="small"
                      variant="secondary"
                      busy={busy}
                      aria-label={`Fjern ${KIND_LABELS[x.kind].toLowerCase()} ${period(x)}`}
                      onClick={() => void propose({ removeExceptionId: x.id })}
                    >
                      Fjern
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <ExceptionForm busy={busy} onAdd={(exception) => void propose({ exception })} />
          </section>
        </>
      )}
    </div>
  );
}
