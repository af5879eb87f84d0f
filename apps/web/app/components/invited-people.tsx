import type { SentInvitation } from "@mt/contract/invitation";
import { formatDateLong } from "@mt/domain/format/date";
import { formatPhone } from "@mt/domain/validation/phone";
import { StatusChip } from "./ui/status-chip";
import "./invited-people.css";

/**
 * People invited to a company or store who have not answered yet (decision 060): the name the
 * inviter typed, the number, what they are invited to, and until when. They hold nothing before
 * they accept, so there is nothing to open or remove here.
 */
export function InvitedPeople({
  invitations,
  detail,
}: {
  invitations: readonly SentInvitation[];
  /** What the person is invited as (role, store or work types). */
  detail: (invitation: SentInvitation) => string;
}) {
  if (invitations.length === 0) return null;
  return (
    <div className="invited-people">
      <h3 className="invited-people__title">Invitert, venter på svar ({invitations.length})</h3>
      <p className="desk-muted">
        De får tilgang når de har logget inn og godtatt invitasjonen. Den gjelder i 14 dager.
      </p>
      <ul className="invited-people__list">
        {invitations.map((i) => (
          <li key={i.uuid} className="invited-people__item" data-testid="invited-person">
            <div>
              <p className="invited-people__name">
                {i.firstName} {i.lastName}
              </p>
              <p>{formatPhone(i.phoneNumber)}</p>
              <p className="desk-muted">{detail(i)}</p>
            </div>
            <div className="invited-people__state">
              <StatusChip tone="info">Invitert</StatusChip>
              <span className="desk-muted">Svar innen {formatDateLong(i.expiresAt)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
