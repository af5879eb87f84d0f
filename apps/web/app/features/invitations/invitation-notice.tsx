import { paths } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import "./invitations.css";

/**
 * On every page of a signed-in person with invitations that wait for their answer (decision 060):
 * how many, and the way to them.
 */
export function InvitationNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div className="invitation-notice" role="status" data-testid="invitation-notice">
      <div className="container invitation-notice__inner">
        <span>
          {count === 1 ? "Du har en invitasjon" : `Du har ${count} invitasjoner`} som venter på svar.
        </span>
        <Link to={paths.invitations}>{count === 1 ? "Se invitasjonen" : "Se invitasjonene"}</Link>
      </div>
    </div>
  );
}
