import { type Column, DataTable } from "../../../components/ui/data-table";
import { Section } from "../../../components/ui/section";
import { StatusChip, type StatusTone } from "../../../components/ui/status-chip";
import { Example } from "../example";

interface SampleProject {
  number: number;
  customer: string;
  job: string;
  status: [StatusTone, string];
  sum: string;
}

const projects: SampleProject[] = [
  {
    number: 1042,
    customer: "Kari Nordmann",
    job: "Elbillader",
    status: ["info", "Bestilt"],
    sum: "kr 12 990",
  },
  {
    number: 1043,
    customer: "Ola Hansen",
    job: "Sikringsskap",
    status: ["success", "Utført"],
    sum: "kr 24 500",
  },
  {
    number: 1044,
    customer: "Aisha Khan",
    job: "Downlights, 8 stk.",
    status: ["warning", "Venter på kunde"],
    sum: "kr 7 200",
  },
];

const columns: Column<SampleProject>[] = [
  {
    key: "number",
    label: "Nr.",
    rowHeader: true,
    cell: (p) => (
      <a className="ui-table__open" href="#tabell">
        {p.number}
      </a>
    ),
    sort: { href: "?sort=number", direction: "descending" },
  },
  { key: "customer", label: "Kunde", cell: (p) => p.customer, sort: { href: "?sort=customer" } },
  { key: "job", label: "Jobb", cell: (p) => p.job },
  { key: "status", label: "Status", cell: (p) => <StatusChip tone={p.status[0]}>{p.status[1]}</StatusChip> },
  { key: "sum", label: "Sum", numeric: true, cell: (p) => p.sum },
];

/** The table: sort headers, status chips, a busy state; cards on phones. */
export function TableSection() {
  return (
    <Section
      id="tabell"
      title="Tabell"
      description="Overskriften blir stående når siden ruller. På mobil (under 768 px) blir hver rad et kort."
    >
      <Example label="Med synlig overskrift og sortering">
        <DataTable
          caption="Prosjekter denne uken"
          columns={columns}
          rows={projects}
          rowKey={(p) => String(p.number)}
        />
      </Example>
      <Example label="Mens neste side lastes">
        <DataTable
          caption="Prosjekter, laster"
          columns={columns}
          rows={projects.slice(0, 1)}
          rowKey={(p) => String(p.number)}
          busy
        />
      </Example>
    </Section>
  );
}
