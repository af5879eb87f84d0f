import type { ProjectSummary } from "@mt/contract/project";
import { formatInOslo } from "@mt/domain/format/date";
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

/**
 * One field: quoted when it holds the separator, a quote or a line break; a leading =, @ or a
 * sign not followed by a digit is defused so a spreadsheet does not run it as a formula.
 */
function field(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?!\d)/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const osloTime = (iso: string | null) => (iso ? formatInOslo(new Date(iso), "DD.MM.YYYY HH:mm") : "");

/** The projects list as a spreadsheet opens it: semicolons, UTF-8 with BOM, CRLF. */
export function projectsCsv(rows: readonly ProjectSummary[]): string {
  const lines = rows.map((p) =>
    [
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
      (p.totalOre / 100).toFixed(2).replace(".", ","),
    ]
      .map(field)
      .join(";"),
  );
  return `\uFEFF${[HEADER.join(";"), ...lines].join("\r\n")}\r\n`;
}
