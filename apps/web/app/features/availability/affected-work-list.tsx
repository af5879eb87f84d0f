import type { AffectedWork } from "@mt/contract/availability";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { useEffect, useRef, useState } from "react";
import { SwapElectricianDialog, type SwapWork } from "../../components/swap-electrician-dialog";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

const when = (w: AffectedWork) => formatDayWindow(w.startsAt, w.endsAt);

/**
 * The booked work a change would take time from, before it is saved: per job "Bytt montør" (a
 * colleague takes it) when the caller may swap, and "Behold" (the change leaves its time). The change
 * saves once every job is swapped or kept.
 */
export function AffectedWorkList({
  work,
  contractorId,
  maySwap,
  kept,
  onKeep,
  onSwapped,
  onSave,
  onCancel,
  busy,
}: {
  work: readonly AffectedWork[];
  contractorId: string;
  maySwap: boolean;
  kept: ReadonlySet<string>;
  onKeep: (timeslotUuid: string, keep: boolean) => void;
  onSwapped: (timeslotUuid: string, colleague: string) => void;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const [swapping, setSwapping] = useState<AffectedWork | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The list replaces the form that was sent: keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  const open = work.filter((w) => !kept.has(w.timeslotUuid));
  const swapWork: SwapWork | null = swapping && {
    type: swapping.type,
    uuid: swapping.uuid,
    projectNumber: swapping.projectNumber,
    address: swapping.address,
    startsAt: swapping.startsAt,
    endsAt: swapping.endsAt,
    electricianName: `${swapping.electrician.firstName} ${swapping.electrician.lastName}`,
  };
  return (
    <section className="availability-affected" aria-labelledby="affected-heading">
      <h2 id="affected-heading" ref={heading} tabIndex={-1}>
        Berørte oppdrag
      </h2>
      <Alert type="warning">
        Endringen tar arbeidstid fra{" "}
        {work.length === 1 ? "ett booket oppdrag" : `${work.length} bookede oppdrag`}.{" "}
        {maySwap
          ? "Bytt til en ledig kollega, eller behold oppdraget (endringen gjelder ikke tiden det tar)."
          : "Bare firmaets administrator kan bytte montør. Behold oppdraget (endringen gjelder ikke tiden det tar), eller be administratoren bytte montør først."}
      </Alert>
      <ul className="availability-affected__list">
        {work.map((w) => {
          const isKept = kept.has(w.timeslotUuid);
          return (
            <li key={w.timeslotUuid} className="availability-affected__item">
              <p>
                <strong>
                  {w.type === "CLAIM" ? "Reklamasjon på oppdrag" : "Oppdrag"} {w.projectNumber}
                </strong>{" "}
                – {w.customerName}
                <br />
                {w.address}, {w.postCode} {w.place ?? ""}
                <br />
                {when(w)} ({w.electrician.firstName} {w.electrician.lastName})
              </p>
              <div className="availability-affected__actions">
                {maySwap && (
                  <Button size="small" variant="secondary" onClick={() => setSwapping(w)}>
                    Bytt montør
                  </Button>
                )}
                <Button
                  size="small"
                  variant={isKept ? "primary" : "secondary"}
                  aria-pressed={isKept}
                  onClick={() => onKeep(w.timeslotUuid, !isKept)}
                >
                  {isKept ? "Beholdes" : "Behold"}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="availability-affected__actions">
        <Button disabled={open.length > 0} busy={busy} onClick={onSave}>
          Lagre endringen
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Avbryt
        </Button>
      </div>
      {open.length > 0 && (
        <p className="availability-muted">
          {open.length === 1 ? "Ett oppdrag" : `${open.length} oppdrag`} må byttes eller beholdes før
          endringen kan lagres.
        </p>
      )}
      {swapping && swapWork && (
        <SwapElectricianDialog
          open
          onClose={() => setSwapping(null)}
          contractorId={contractorId}
          work={swapWork}
          onSwapped={(colleague) => {
            onSwapped(swapping.timeslotUuid, colleague);
            setSwapping(null);
          }}
        />
      )}
    </section>
  );
}
