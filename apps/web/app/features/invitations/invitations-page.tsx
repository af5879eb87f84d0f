import {
  acceptInvitation,
  declineInvitation,
  listMyInvitations,
  type MyInvitation,
} from "@mt/contract/invitation";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatDateLong } from "@mt/domain/format/date";
import { landingPage } from "@mt/domain/roles/landing-page";
import { roleLabels } from "@mt/domain/roles/roles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import "../../components/desk.css";
import "./invitations.css";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";

const invitationsKey = ["invitations", "mine"] as const;

const roleText = (invitation: MyInvitation) => roleLabels[invitation.role].toLowerCase();

/** What accepting gives, in words: the role, where, and for an electrician the work types. */
function whatItGives(invitation: MyInvitation) {
  const where = invitation.department
    ? `${invitation.from.name}, ${invitation.department}`
    : invitation.from.name;
  const types =
    invitation.workTypes.length > 0
      ? ` (${invitation.workTypes.map((t) => workTypeLabels[t].toLowerCase()).join(", ")})`
      : "";
  return `Godtar du, blir du ${roleText(invitation)}${types} hos ${where}. Avslår du, endres ingenting.`;
}

function InvitationCard({
  invitation,
  onAnswered,
}: {
  invitation: MyInvitation;
  onAnswered: (message: string, next: string | null) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `invitation-${invitation.uuid}`;
  const accept = useMutation({
    mutationFn: () => callApi(browserFetch, acceptInvitation, { params: { uuid: invitation.uuid } }),
    onSuccess: ({ data }) =>
      onAnswered(`Du er nå ${roleText(invitation)} hos ${invitation.from.name}.`, landingPage(data)),
    onError: (error) => setFailure(errorMessage(error)),
  });
  const decline = useMutation({
    mutationFn: () => callApi(browserFetch, declineInvitation, { params: { uuid: invitation.uuid } }),
    onSuccess: () => onAnswered(`Invitasjonen fra ${invitation.from.name} er avslått.`, null),
    onError: (error) => setFailure(errorMessage(error)),
  });
  const busy = accept.isPending || decline.isPending;
  return (
    <li className="invitations__card" data-testid="invitation" aria-labelledby={headingId}>
      <h2 id={headingId} className="invitations__heading">
        {invitation.from.name} inviterer deg som {roleText(invitation)}
      </h2>
      <dl className="desk-facts">
        {invitation.department && (
          <div>
            <dt>Butikk</dt>
            <dd>{invitation.department}</dd>
          </div>
        )}
        {invitation.workTypes.length > 0 && (
          <div>
            <dt>Arbeidstyper</dt>
            <dd>{invitation.workTypes.map((t) => workTypeLabels[t]).join(", ")}</dd>
          </div>
        )}
        {invitation.invitedBy && (
          <div>
            <dt>Sendt av</dt>
            <dd>{invitation.invitedBy}</dd>
          </div>
        )}
        <div>
          <dt>Svar innen</dt>
          <dd>{formatDateLong(invitation.expiresAt)}</dd>
        </div>
      </dl>
      <p>{whatItGives(invitation)}</p>
      {failure && <Alert type="error">{failure}</Alert>}
      <div className="invitations__actions">
        <Button busy={accept.isPending} disabled={busy && !accept.isPending} onClick={() => accept.mutate()}>
          Godta
        </Button>
        <Button
          variant="secondary"
          busy={decline.isPending}
          disabled={busy && !decline.isPending}
          onClick={() => decline.mutate()}
        >
          Avslå
        </Button>
      </div>
    </li>
  );
}

/**
 * /invitasjoner: the signed-in person's invitations to a company or store (decision 060), each with
 * what accepting gives, to accept ("Godta") or decline ("Avslå"). Accepting takes the person to the
 * page their new role starts on; nothing changes on their account before.
 */
export function InvitationsPage({
  invitations,
  home,
}: {
  invitations: MyInvitation[];
  /** Where the person's roles start today (null: they have none yet). */
  home: string | null;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const list = useQuery({
    queryKey: invitationsKey,
    queryFn: () => callApi(browserFetch, listMyInvitations),
    initialData: { data: invitations },
    staleTime: 0,
  });
  const shown = list.data.data;
  async function answered(message: string, next: string | null) {
    toast.success(message);
    // A new role changes the menus and pages: load them afresh where the role starts.
    if (next) window.location.assign(next);
    else await client.invalidateQueries({ queryKey: invitationsKey });
  }
  return (
    <div className="container desk-page invitations">
      <PageHeader title="Invitasjoner" />
      {shown.length === 0 ? (
        <StateMessage
          kind="empty"
          title="Du har ingen invitasjoner som venter på svar."
          action={home && <a href={home}>Gå videre</a>}
        >
          {!home &&
            "Har du fått en SMS om en invitasjon, kan den ha gått ut. Be den som inviterte deg om å sende en ny."}
        </StateMessage>
      ) : (
        <ul className="invitations__list">
          {shown.map((invitation) => (
            <InvitationCard key={invitation.uuid} invitation={invitation} onAnswered={answered} />
          ))}
        </ul>
      )}
    </div>
  );
}
