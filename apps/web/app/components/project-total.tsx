import type { ProjectDetail } from "@mt/contract/project";
import { formatWorkTime } from "@mt/domain/format/duration";
import { formatPrice } from "@mt/domain/format/price";
import { pricedByOffer } from "@mt/domain/project/project-status";

/**
 * The project's total under its lines. Once an inspection's offer is accepted, the offer is the
 * job: its total and working time stand here, and the lines above are what the inspection was for.
 */
export function ProjectTotal({ project, className }: { project: ProjectDetail; className: string }) {
  const { totalOre, vatOre, durationMinutes } = project.totals;
  if (pricedByOffer(project.kind, project.status)) {
    return (
      <p className={className} data-testid="project-total">
        Totalt etter godtatt tilbud <strong>{formatPrice(totalOre)}</strong> (herav mva. {formatPrice(vatOre)}
        ). Beregnet arbeidstid {formatWorkTime(durationMinutes)}.
      </p>
    );
  }
  return (
    <p className={className} data-testid="project-total">
      Totalt <strong>{formatPrice(totalOre)}</strong> (herav mva. {formatPrice(vatOre)})
    </p>
  );
}

/** A line's own price, unless an accepted offer has priced the project as a whole. */
export function showsLinePrices(project: ProjectDetail): boolean {
  return !pricedByOffer(project.kind, project.status);
}
