import { useState } from "react";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { Section } from "../../../components/ui/section";
import { Example } from "../example";

const variants: [ButtonVariant, string][] = [
  ["primary", "Primær"],
  ["secondary", "Sekundær"],
  ["tertiary", "Tertiær"],
];

/**
 * A button that is busy for two seconds after a click: the busy state on demand (a button busy for
 * good would hold up the page's axe check, which waits for busy buttons to finish).
 */
function BusyOnClick() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="medium"
      busy={busy}
      onClick={() => {
        setBusy(true);
        setTimeout(() => setBusy(false), 2000);
      }}
    >
      Lagre (opptatt i 2 s)
    </Button>
  );
}

/** Buttons: each variant in each size, disabled, and busy after a click. */
export function ButtonsSection() {
  return (
    <Section
      id="knapper"
      title="Knapper"
      description="Én primærknapp per skjema; sekundær for det andre; tertiær for lite viktige valg."
    >
      {variants.map(([variant, name]) => (
        <Example key={variant} label={name}>
          <div className="design-system__examples">
            <Button variant={variant}>Stor</Button>
            <Button variant={variant} size="medium">
              Middels
            </Button>
            <Button variant={variant} size="small">
              Liten
            </Button>
            <Button variant={variant} size="medium" disabled>
              Ikke tilgjengelig
            </Button>
          </div>
        </Example>
      ))}
      <Example label="Opptatt mens et kall går">
        <div>
          <BusyOnClick />
        </div>
      </Example>
      <Example label="Sekundær på mørk bakgrunn">
        <div className="design-system__dark">
          <Button variant="secondary-inverted" size="medium">
            Les mer
          </Button>
        </div>
      </Example>
    </Section>
  );
}
