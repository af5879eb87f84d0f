import { REDIRECT_PARAM } from "@mt/domain/routes/routes";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { clearSession } from "../../lib/session";
import { completeLoginOnPage } from "./after-login";
import { PhoneCodeForm } from "./phone-code-form";

/** /logginn: heading, intro, help text and the phone-code form (spec section 2). */
export function LoginPage() {
  const [search] = useSearchParams();

  useEffect(() => {
    // Arrived without a valid session (the loader redirects those who have one): forget any stale one.
    void clearSession();
  }, []);

  return (
    <section className="login-page container" aria-labelledby="login-heading">
      <h1 id="login-heading">Logg inn</h1>
      <p>Logg inn for å se status på prosjektene og befaringene du har bestilt.</p>
      <p className="login-page__help">
        Du trenger ikke å logge inn for å bestille. Etter at du har bestilt, får du din egen «Min side».
      </p>
      <PhoneCodeForm
        onSuccess={async ({ user }) => {
          window.location.assign(await completeLoginOnPage(user, search.get(REDIRECT_PARAM)));
        }}
      />
    </section>
  );
}
