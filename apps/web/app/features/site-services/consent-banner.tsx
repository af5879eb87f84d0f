import { type ConsentChoice, consentChoice } from "@mt/domain/state/cookie-consent";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";

/**
 * The cookie banner (spec section 2): the two groups, "Godta alle" and "Kun nødvendige" side by side
 * and alike, and a per-group choice. A region, not a modal: the page stays usable behind it. Opened
 * again from the footer it takes the focus and shows the groups at once.
 */
export function ConsentBanner({
  current,
  reopened,
  onChoose,
}: {
  current: ConsentChoice | null;
  reopened: boolean;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [customising, setCustomising] = useState(reopened);
  const [others, setOthers] = useState(current === "all");

  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  return (
    <section className="consent-banner" aria-labelledby={headingId} data-consent-banner="">
      <div className="consent-banner__inner">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="consent-banner__heading">
          Vi bruker informasjonskapsler
        </h2>
        <p className="consent-banner__text">
          Nødvendige informasjonskapsler får nettstedet og chatten til å virke. Sier du ja, bruker vi dem også
          til statistikk og markedsføring. Du kan endre valget nederst på siden.
        </p>
        {customising && (
          <fieldset className="consent-banner__groups">
            <legend className="consent-banner__legend">Velg hvilke informasjonskapsler vi kan bruke</legend>
            <FormField
              check
              label="Nødvendige"
              hint="Funksjonalitet, personlige innstillinger og sikkerhet. Alltid på."
            >
              {(control) => <Checkbox {...control} checked disabled />}
            </FormField>
            <FormField
              check
              label="Statistikk og markedsføring"
              hint="Lagring for analyse og annonser, annonsedata om deg og tilpassede annonser."
            >
              {(control) => (
                <Checkbox
                  {...control}
                  checked={others}
                  onChange={(event) => setOthers(event.target.checked)}
                />
              )}
            </FormField>
          </fieldset>
        )}
        <div className="consent-banner__actions">
          <Button size="medium" onClick={() => onChoose("all")}>
            Godta alle
          </Button>
          <Button size="medium" onClick={() => onChoose("essentials")}>
            Kun nødvendige
          </Button>
          {customising ? (
            <Button size="medium" variant="secondary" onClick={() => onChoose(consentChoice({ others }))}>
              Lagre valget
            </Button>
          ) : (
            <Button size="medium" variant="secondary" onClick={() => setCustomising(true)}>
              Velg selv
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
