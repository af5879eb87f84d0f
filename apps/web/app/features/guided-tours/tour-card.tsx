import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { tourSteps } from "./tour-steps";
import type { TourChoice } from "./tours";
import "./guided-tour.css";

const HIGHLIGHT = "guided-tour-target";

/** Marks (and scrolls to) the element a step points at while the step is shown. */
function useHighlight(selector: string | null) {
  useEffect(() => {
    if (!selector) return;
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) return;
    element.classList.add(HIGHLIGHT);
    element.scrollIntoView({ block: "nearest", behavior: "smooth" });
    return () => element.classList.remove(HIGHLIGHT);
  }, [selector]);
}

/**
 * A short tour of the page in a corner card that never blocks the page: first an offer ("Vis meg
 * rundt" / "Hopp over"), then the steps. Keyboard: Tab to the buttons, arrows between steps, Escape
 * skips. Finishing or skipping ends it for good.
 */
export default function TourCard({ tour, onDone }: { tour: TourChoice; onDone: () => void }) {
  const steps = tourSteps[tour.page];
  const [step, setStep] = useState<number | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = step === null ? null : (steps[step] ?? null);
  useHighlight(current?.target ?? null);

  useEffect(() => {
    if (step !== null) headingRef.current?.focus();
  }, [step]);

  // Touring mode (spec section 2): the chat widget hides while the card is shown (decision 039).
  useEffect(() => {
    document.documentElement.dataset.touring = "true";
    return () => {
      delete document.documentElement.dataset.touring;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onDone();
    } else if (step !== null && event.key === "ArrowRight" && step < steps.length - 1) {
      setStep(step + 1);
    } else if (step !== null && event.key === "ArrowLeft" && step > 0) {
      setStep(step - 1);
    }
  }

  return (
    // A non-modal dialog: the page behind stays usable.
    <dialog open className="guided-tour" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {current === null || step === null ? (
        <>
          <h2 id={titleId} className="guided-tour__title">
            Ny her?
          </h2>
          <p className="guided-tour__text">Få en kort omvisning av siden ({steps.length} steg).</p>
          <div className="guided-tour__actions">
            <Button size="small" onClick={() => setStep(0)}>
              Vis meg rundt
            </Button>
            <Button size="small" variant="tertiary" onClick={onDone}>
              Hopp over
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="guided-tour__count">
            Steg {step + 1} av {steps.length}
          </p>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="guided-tour__title">
            {current.title}
          </h2>
          <p className="guided-tour__text" aria-live="polite">
            {current.text}
          </p>
          <div className="guided-tour__actions">
            {step > 0 && (
              <Button size="small" variant="secondary" onClick={() => setStep(step - 1)}>
                Forrige
              </Button>
            )}
            {step < steps.length - 1 ? (
              <Button size="small" onClick={() => setStep(step + 1)}>
                Neste
              </Button>
            ) : (
              <Button size="small" onClick={onDone}>
                Ferdig
              </Button>
            )}
            <Button size="small" variant="tertiary" onClick={onDone}>
              Avslutt omvisningen
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
