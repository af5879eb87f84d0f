import type { ProjectSummary } from "@mt/contract/project";
import { toCsv } from "@mt/domain/format/csv";
import { formatIsoDate, formatTime } from "@mt/domain/format/date";
import { projectStatusLabels } from "@mt/domain/project/project-status";

const HEADER = [
  "Prosjektnummer",
  "Status",
  "Type",
  "Jobb",
  "Kunde",
  "Firma",
  "Telefon",
  "E-post",
  "Adresse",
  "Postnummer",
  "Sted",
  "Installatør",
  "Montør",
  "Oppmøte",
  "Bestilt",
  "Kanal",
  "Beløp (kr)",
];

// Year first, so that a spreadsheet reads it as a date and time whatever its locale.
const osloTime = (iso: string | null) => (iso ? `${formatIsoDate(iso)} ${formatTime(iso)}` : "");

/** The projects list as a spreadsheet opens it (the domain's CSV, formulas defused). */
export function projectsCsv(rows: readonly ProjectSummary[]): string {
  return toCsv(
    HEADER,
    rows.map((p) => [
      p.number,
      projectStatusLabels[p.status],
      p.kind === "INSPECTION" ? "Befaring" : "Jobb",
      p.titles.join(", "),
      p.customer.name,
      p.customer.companyName,
      p.customer.phoneNumber,
      p.customer.email,
      p.address,
      p.postCode,
      p.place,
      p.contractor.name,
      p.electrician ? `${p.electrician.firstName} ${p.electrician.lastName}` : null,
      osloTime(p.windowStartsAt),
      osloTime(p.createdAt),
      p.salesChannel === "STORE" ? "Butikk" : "Nett",
      p.totalOre / 100,
    ]),
  );
}
