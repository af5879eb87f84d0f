import { buttonClassName } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { designSystemSections } from "./sections";
import "./design-system.css";

/**
 * /designsystem: every component of `components/ui/` in every state, one section each, in the order
 * of `sections/index.ts`. It doubles as the visual test page (e2e/design-system.test.ts).
 */
export function DesignSystemPage() {
  return (
    <div className="container design-system">
      <PageHeader
        title="Designsystem"
        lead="Alle komponentene i alle tilstander. Bruk dem i stedet for å lage egne varianter; docs/design-system.md sier når du bruker hvilken."
        actions={
          <a className={buttonClassName({ variant: "secondary", size: "medium" })} href="#tabell">
            Til tabellen
          </a>
        }
      />
      {designSystemSections.map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <Section key={index} />
      ))}
    </div>
  );
}
