import { Section } from "../../../components/ui/section";
import { Tabs } from "../../../components/ui/tabs";

/** Tabs: arrow keys between tabs, Tab on to the panel. */
export function TabsSection() {
  return (
    <Section
      id="faner"
      title="Faner"
      description="Piltastene flytter mellom fanene, Tab går videre til innholdet."
    >
      <Tabs
        label="Eksempel på faner"
        tabs={[
          { key: "oversikt", label: "Oversikt", content: <p>Kunden, adressen og avtalt tid.</p> },
          { key: "dokumenter", label: "Dokumenter", content: <p>Tilbud og sluttrapport.</p> },
          { key: "logg", label: "Logg", content: <p>Alt som har skjedd, nyeste først.</p> },
        ]}
      />
    </Section>
  );
}
