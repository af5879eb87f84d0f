import { Section } from "../../../components/ui/section";
import { StatusChip } from "../../../components/ui/status-chip";

/** The status chip in each tone. */
export function StatusChipsSection() {
  return (
    <Section
      id="statusmerker"
      title="Statusmerker"
      description="Ordet bærer betydningen, fargen hjelper øyet. Alle tonene har AA-kontrast."
    >
      <div className="design-system__examples">
        <StatusChip tone="neutral">Utkast</StatusChip>
        <StatusChip tone="info">Bestilt</StatusChip>
        <StatusChip tone="success">Utført</StatusChip>
        <StatusChip tone="warning">Venter på kunde</StatusChip>
        <StatusChip tone="error">Kansellert</StatusChip>
      </div>
    </Section>
  );
}
