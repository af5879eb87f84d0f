import {
  addElectrician,
  type Contractor,
  type ContractorFeedback,
  type ElectricianWithWork,
  listElectricians,
  removeElectrician,
  type UpcomingWork,
} from "@mt/contract/contractor";
import type { SentInvitation } from "@mt/contract/invitation";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatDateTimeLong } from "@mt/domain/format/date";
import { routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { AddPersonForm } from "../../components/add-person-form";
import { InvitedPeople } from "../../components/invited-people";
import { PendingApprovalNotice } from "../../components/pending-approval-notice";
import { SwapElectricianDialog } from "../../components/swap-electrician-dialog";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import { ContractorFeedbackForm } from "./contractor-feedback-form";
import { workLabel } from "./partner-labels";
import "../../components/desk.css";
import "./partners.css";
import { PageHeader } from "../../components/ui/page-header";

/** Gives one job of the electrician to a colleague (the swap dialog). */
type OnSwap = (work: UpcomingWork, electrician: ElectricianWithWork) => void;

const electriciansKey = (contractorUuid: string) => ["contractor", contractorUuid, "electricians"] as const;

const jobs = (n: number) => `${n} ${n === 1 ? "kommende oppdrag" : "kommende oppdrag"}`;

function WorkList({
  person,
  onSwap,
  limit,
}: {
  person: ElectricianWithWork;
  onSwap?: OnSwap | undefined;
  limit?: number;
}) {
  const shown = limit ? person.upcoming.slice(0, limit) : person.upcoming;
  return (
    <ul className="partners-work">
      {shown.map((w) => (
        <li key={`${w.type}-${w.projectUuid}-${w.startsAt}`}>
          <Link to={routes.project(w.projectNumber)}>{workLabel(w)}</Link>: {formatDateTimeLong(w.startsAt)},{" "}
          {w.address}
          {w.place && `, ${w.place}`}
          {onSwap && (
            <>
              {" "}
              <Button
                variant="secondary"
                size="small"
                aria-label={`Bytt montør på ${workLabel(w).toLowerCase()}`}
                onClick={() => onSwap(w, person)}
              >
                Bytt montør
              </Button>
            </>
          )}
        </li>
      ))}
      {limit && person.upcoming.length > limit && <li>og {person.upcoming.length - limit} til</li>}
    </ul>
  );
}

function AddForm({ contractorUuid }: { contractorUuid: string }) {
  const client = useQueryClient();
  return (
    <section className="desk-panel" aria-labelledby="add-electrician">
      <AddPersonForm
        inviter={{ kind: "contractor" }}
        headingLevel={2}
        headingId="add-electrician"
        send={(invite) =>
          callApi(browserFetch, addElectrician, {
            params: { id: contractorUuid },
            body: {
              first_name: invite.firstName,
              last_name: invite.lastName,
              phone_number: invite.phoneNumber,
              work_types: invite.workTypes,
            },
          })
        }
        onSent={() => client.invalidateQueries({ queryKey: electriciansKey(contractorUuid) })}
      />
    </section>
  );
}

/** Asks before removing; when future work blocks it, lists that work and what must happen first. */
function RemoveDialog({
  contractorUuid,
  person,
  onClose,
  onSwap,
}: {
  contractorUuid: string;
  person: ElectricianWithWork;
  onClose: () => void;
  onSwap: OnSwap;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [blocked, setBlocked] = useState(false);
  const name = `${person.firstName} ${person.lastName}`;
  const remove = useMutation({
    mutationFn: () =>
      callApi(browserFetch, removeElectrician, { params: { id: contractorUuid, uuid: person.uuid } }),
    onSuccess: async () => {
      toast.success(`${name} er fjernet`);
      onClose();
      await client.invalidateQueries({ queryKey: electriciansKey(contractorUuid) });
    },
    onError: async (error) => {
      if (errorCode(error) !== "ELECTRICIAN_HAS_FUTURE_WORK") {
        toast.error(errorMessage(error));
        return;
      }
      setBlocked(true);
      await client.invalidateQueries({ queryKey: electriciansKey(contractorUuid) });
    },
  });
  const hasWork = person.upcoming.length > 0 || person.heldTimes > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={blocked || hasWork ? `${name} har oppdrag fremover` : `Fjerne ${name}?`}
      description={
        blocked || hasWork
          ? "Oppdragene må flyttes til en kollega før montøren kan fjernes."
          : "Montøren får ikke flere oppdrag og forsvinner fra kalenderen. Tidligere prosjekter beholder montøren."
      }
    >
      {blocked || hasWork ? (
        <div className="partners-blocked">
          {person.upcoming.length > 0 && (
            <>
              <p>Disse oppdragene står på {person.firstName}:</p>
              <WorkList person={person} onSwap={onSwap} />
            </>
          )}
          {person.heldTimes > 0 && (
            <Alert type="info">
              En kunde holder på å bestille en tid hos {person.firstName}. Prøv igjen om et kvarter.
            </Alert>
          )}
          {blocked && person.upcoming.length === 0 && person.heldTimes === 0 && (
            <Alert type="info">Montøren har fått et nytt oppdrag. Oppdater siden for å se det.</Alert>
          )}
          <div className="desk-form__actions">
            <Button variant="secondary" onClick={onClose}>
              Lukk
            </Button>
          </div>
        </div>
      ) : (
        <div className="desk-form__actions">
          <Button className="desk-moves__danger" busy={remove.isPending} onClick={() => remove.mutate()}>
            Fjern {person.firstName}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      )}
    </Modal>
  );
}

/**
 * /partner/{uuid}/dinemontorer: the company's electricians with their upcoming work; add one (they
 * get an SMS), remove one after a confirmation. Removal is refused while they have work to come:
 * the page lists it, and each job can be given to a free colleague first (the swap dialog). The
 * company's own admins also send feedback to the caseworkers here.
 */
export function ElectriciansPage({
  contractor,
  electricians,
  invitations = [],
  mayChange = true,
  feedback = null,
  own = false,
  calendarLinks = true,
}: {
  contractor: { uuid: string; name: string; status: Contractor["status"] };
  electricians: ElectricianWithWork[];
  /** People invited as electricians who have not answered yet. */
  invitations?: SentInvitation[];
  /** The company's own admin is looking. */
  own?: boolean;
  /** Whether the caller adds, removes and swaps (the company's admins, global admins). */
  mayChange?: boolean;
  /** The company's earlier feedback, for its own admins (who get the feedback form); else null. */
  feedback?: ContractorFeedback[] | null;
  /** Whether the caller may open an electrician's own calendar page (staff). */
  calendarLinks?: boolean;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [swapping, setSwapping] = useState<{ work: UpcomingWork; person: ElectricianWithWork } | null>(null);
  const list = useQuery({
    queryKey: electriciansKey(contractor.uuid),
    queryFn: () => callApi(browserFetch, listElectricians, { params: { id: contractor.uuid } }),
    initialData: { data: electricians, invitations },
    staleTime: 0,
  });
  const people = list.data.data;
  const pending = contractor.status === "PENDING";
  const [removing, setRemoving] = useState<string | null>(null);
  const person = people.find((p) => p.uuid === removing);
  return (
    <div className="container desk-page">
      <PageHeader
        title="Montører"
        lead={contractor.name}
        actions={<Link to={routes.contractorCalendar(contractor.uuid)}>Kalender</Link>}
      />
      {pending && <PendingApprovalNotice contractorUuid={contractor.uuid} own={own} />}
      <section className="desk-panel" aria-labelledby="electricians-list">
        <h2 id="electricians-list">{people.length === 1 ? "1 montør" : `${people.length} montører`}</h2>
        {people.length === 0 ? (
          <p className="desk-muted">
            {mayChange && !pending
              ? "Ingen montører ennå. Legg til den første nedenfor."
              : "Ingen montører ennå."}
          </p>
        ) : (
          <ul className="partners-people">
            {people.map((p) => (
              <li key={p.uuid} className="partners-person" data-testid="electrician">
                <div>
                  <h3>
                    {p.firstName} {p.lastName}
                  </h3>
                  <p>{p.phoneNumber ? formatPhone(p.phoneNumber) : "Uten innlogging"}</p>
                  <p className="desk-muted">{p.workTypes.map((t) => workTypeLabels[t]).join(", ")}</p>
                  <p className="partners-person__links">
                    {calendarLinks && (
                      <Link to={routes.electricianCalendar(p.uuid)}>
                        Kalender<span className="visually-hidden"> for {p.firstName}</span>
                      </Link>
                    )}
                    <Link to={routes.electricianAvailability(p.uuid)}>
                      Arbeidstid og fravær<span className="visually-hidden"> for {p.firstName}</span>
                    </Link>
                  </p>
                  {p.upcoming.length === 0 ? (
                    <p className="desk-muted">Ingen kommende oppdrag</p>
                  ) : (
                    <>
                      <p>{jobs(p.upcoming.length)}</p>
                      <WorkList person={p} limit={3} />
                    </>
                  )}
                </div>
                {mayChange && (
                  <div>
                    <Button
                      variant="secondary"
                      size="medium"
                      aria-label={`Fjern ${p.firstName} ${p.lastName}`}
                      onClick={() => setRemoving(p.uuid)}
                    >
                      Fjern
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <InvitedPeople
          invitations={list.data.invitations}
          detail={(i) => i.workTypes.map((t) => workTypeLabels[t]).join(", ")}
        />
      </section>
      {/* A company waiting for approval invites nobody and sends no feedback (decision 060). */}
      {mayChange && !pending && <AddForm contractorUuid={contractor.uuid} />}
      {feedback && !pending && (
        <ContractorFeedbackForm contractorUuid={contractor.uuid} feedback={feedback} />
      )}
      {person && (
        <RemoveDialog
          contractorUuid={contractor.uuid}
          person={person}
          onSwap={(work, owner) => {
            setRemoving(null);
            setSwapping({ work, person: owner });
          }}
          onClose={() => setRemoving(null)}
        />
      )}
      {swapping && (
        <SwapElectricianDialog
          open
          contractorId={contractor.uuid}
          work={{
            ...swapping.work,
            electricianName: `${swapping.person.firstName} ${swapping.person.lastName}`,
          }}
          onClose={() => setSwapping(null)}
          onSwapped={async (colleague) => {
            toast.success(`${workLabel(swapping.work)} er gitt til ${colleague}`);
            setSwapping(null);
            await client.invalidateQueries({ queryKey: electriciansKey(contractor.uuid) });
            // Back to the removal: what is left, or the confirmation.
            setRemoving(swapping.person.uuid);
          }}
        />
      )}
    </div>
  );
}
