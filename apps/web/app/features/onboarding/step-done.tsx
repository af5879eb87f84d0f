import { routes } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { useOnboardingStore } from "./onboarding-store";

/** Step 5: registered; an administrator approves the company before it gets work. */
export function StepDone() {
  const company = useOnboardingStore((s) => s.company);
  const reset = useOnboardingStore((s) => s.reset);
  return (
    <div className="onboarding__done">
      <p className="onboarding__thanks">
        Takk! {company.name} er registrert, og du er logget inn som administrator. En administrator godkjenner
        bedriften før dere får oppdrag.
      </p>
      <p>I mellomtiden kan du se kalenderen og legge inn montørene deres.</p>
      <div className="onboarding__actions">
        {company.partnerId && (
          <Link
            className={buttonClassName()}
            to={routes.contractorCalendar(company.partnerId)}
            reloadDocument
          >
            Gå til kalenderen
          </Link>
        )}
        <button type="button" className="link-button" onClick={reset}>
          Registrer en annen bedrift
        </button>
      </div>
    </div>
  );
}
