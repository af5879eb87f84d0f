import { routes } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import { Alert } from "./ui/alert";
import "./pending-approval-notice.css";

/**
 * An installer company that registered itself and waits for a global admin's approval (decision
 * 060): what it can do meanwhile, and what waits for the approval. Its own admins get a link to
 * finish the company's details and coverage; others only the facts.
 */
export function PendingApprovalNotice({
  contractorUuid,
  own,
  onCompanyPage = false,
}: {
  contractorUuid: string;
  /** The company's own admin is looking (else staff). */
  own: boolean;
  /** Already on the company's own page: no link to it. */
  onCompanyPage?: boolean;
}) {
  if (!own)
    return (
      <Alert
        type="info"
        title="Installatøren venter på godkjenning"
        className="pending-approval"
        data-testid="pending-approval"
      >
        <p>
          Den får ingen oppdrag, kan ikke legge til montører og sender ingen meldinger før en administrator
          har godkjent den.
        </p>
      </Alert>
    );
  return (
    <Alert
      type="info"
      title="Bedriften venter på godkjenning"
      className="pending-approval"
      data-testid="pending-approval"
    >
      <p>
        Vi går gjennom nye installatører før de får oppdrag. Mens dere venter kan dere fullføre
        firmaopplysninger, arbeidstyper, dekning og fakturaadresser.
      </p>
      <p>
        Når bedriften er godkjent, kan dere legge til montører og sende tilbakemeldinger, og kundene kan
        bestille hos dere.
      </p>
      {!onCompanyPage && (
        <p>
          <Link to={routes.contractorCompany(contractorUuid)}>Fullfør firmaopplysninger og dekning</Link>
        </p>
      )}
    </Alert>
  );
}
