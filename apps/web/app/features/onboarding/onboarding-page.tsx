import { isRegistered, LAST_ONBOARDING_STEP, ONBOARDING_STEPS } from "@mt/domain/onboarding/onboarding-state";
import { useEffect, useRef } from "react";
import { Spinner } from "../../components/ui/spinner";
import { useOnboardingHydrated, useOnboardingStore } from "./onboarding-store";
import { StepAdmin } from "./step-admin";
import { StepCompany } from "./step-company";
import { StepCoverage } from "./step-coverage";
import { StepDone } from "./step-done";
import { StepOrganization } from "./step-organization";
import "./onboarding.css";

/**
 * /oppsett: a new installer company registers itself, step by step (organisation number, company,
 * work and area, first admin, done). The state is kept in this browser between visits.
 */
export function OnboardingPage({ onRegistered }: { onRegistered?: () => void }) {
  const hydrated = useOnboardingHydrated();
  const step = useOnboardingStore((s) => s.step);
  const registered = useOnboardingStore((s) => isRegistered(s));
  const goTo = useOnboardingStore((s) => s.goTo);
  const reset = useOnboardingStore((s) => s.reset);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<number | null>(null);

  // A new step moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (!hydrated) return;
    if (shown.current !== null && shown.current !== step) heading.current?.focus();
    shown.current = step;
  }, [hydrated, step]);

  return (
    <section className="onboarding container container--800" aria-labelledby="onboarding-heading">
      <h1 id="onboarding-heading">Ny installatør</h1>
      <p className="onboarding__intro">
        Registrer installatørbedriften din, så får dere oppdrag på elektriker, varmepumpe og solceller i
        området dere dekker.
      </p>
      {!hydrated ? (
        <Spinner />
      ) : (
        <>
          <nav aria-label="Steg i registreringen">
            <ol className="onboarding__steps">
              {ONBOARDING_STEPS.map((label, index) => {
                const number = index + 1;
                const current = number === step;
                const reachable = !registered && number < step;
                return (
                  <li
                    key={label}
                    className={[
                      "onboarding__step",
                      current && "onboarding__step--current",
                      number < step && "onboarding__step--done",
                    ]
                      .filter(Boolean)
                      .join(" ")}
                  >
                    {reachable ? (
                      <button type="button" className="link-button" onClick={() => goTo(number)}>
                        <span className="onboarding__step-number">{number}</span>
                        {label}
                        <span className="visually-hidden"> (gå tilbake hit)</span>
                      </button>
                    ) : (
                      <span aria-current={current ? "step" : undefined}>
                        <span className="onboarding__step-number">{number}</span>
                        {label}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
          <div className="onboarding__panel">
            <h2 ref={heading} tabIndex={-1} className="onboarding__step-heading">
              <span className="visually-hidden">
                Steg {step} av {LAST_ONBOARDING_STEP}:{" "}
              </span>
              {ONBOARDING_STEPS[step - 1]}
            </h2>
            {step === 1 && <StepOrganization />}
            {step === 2 && <StepCompany />}
            {step === 3 && <StepCoverage />}
            {step === 4 && <StepAdmin onRegistered={onRegistered} />}
            {step === 5 && <StepDone />}
          </div>
          {!registered && step > 1 && (
            <p className="onboarding__restart">
              <button type="button" className="link-button" onClick={reset}>
                Start på nytt
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
