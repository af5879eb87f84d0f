import { listModuleTemplateUsage, type TemplateUsage } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { Spinner } from "../../../components/ui/spinner";
import { StatusChip } from "../../../components/ui/status-chip";
import { browserFetch, callApi, errorMessage } from "../../../lib/api";
import { cmsScreenKeys } from "./screens-api";

const WHERE: Record<TemplateUsage["in"], string> = {
  page: "Publisert side",
  draft: "Utkast",
  both: "Publisert side og utkast",
};

const COLUMNS: Column<TemplateUsage>[] = [
  {
    key: "page",
    label: "Side",
    rowHeader: true,
    cell: (u) => (u.path ? <Link to={u.path}>{u.title}</Link> : u.title),
  },
  { key: "path", label: "Adresse", cell: (u) => u.path || "–" },
  {
    key: "sync",
    label: "Kobling",
    cell: (u) => (
      <StatusChip tone={u.syncMode === "Synced" ? "success" : "info"}>
        {u.syncMode === "Synced" ? "Synkronisert" : "Manuell"}
      </StatusChip>
    ),
  },
  { key: "in", label: "Hvor", cell: (u) => WHERE[u.in] },
];

/** What a change to the template reaches: the synced placements, never the manual copies. */
export function usageSummary(usage: readonly TemplateUsage[]): string {
  const synced = new Set(usage.filter((u) => u.syncMode === "Synced").map((u) => u.pageId)).size;
  const pages = synced === 1 ? "1 side" : `${synced} sider`;
  return `Endringen vises på ${pages} med synkronisert mal. Manuelle kopier endres ikke.`;
}

/** "Brukes på": the pages that place the template, synced or as a manual copy. */
export function TemplateUsageList({ templateId }: { templateId: number }) {
  const usage = useQuery({
    queryKey: cmsScreenKeys.templateUsage(templateId),
    queryFn: async () =>
      (await callApi(browserFetch, listModuleTemplateUsage, { params: { id: templateId } })).data,
  });
  return (
    <section className="desk-panel cms-screens__usage" aria-labelledby="template-usage">
      <h2 id="template-usage">Brukes på</h2>
      {usage.isPending ? (
        <p className="desk-page__loading">
          <Spinner size="small" /> Henter sidene …
        </p>
      ) : usage.isError ? (
        <Alert type="error">{errorMessage(usage.error)}</Alert>
      ) : usage.data.length === 0 ? (
        <p>Malen er ikke satt inn på noen side.</p>
      ) : (
        <>
          <p role="status">{usageSummary(usage.data)}</p>
          <DataTable
            caption="Sider som bruker malen"
            captionHidden
            columns={COLUMNS}
            rows={usage.data}
            rowKey={(u) => `${u.pageId}-${u.syncMode}`}
            rowTestId="template-usage-row"
          />
        </>
      )}
    </section>
  );
}
