import { listModuleTemplateUsage, type TemplateUsage } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { StatusChip } from "../../../components/ui/status-chip";
import { browserFetch, callApi, errorMessage } from "../../../lib/api";
import { cmsScreenKeys } from "./screens-api";

const WHERE: Record<TemplateUsage["in"], string> = {
  page: "Publisert side",
  draft: "Utkast",
  both: "Publisert side og utkast",
};

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
          <table className="desk-table">
            <caption className="visually-hidden">Sider som bruker malen</caption>
            <thead>
              <tr>
                <th scope="col">Side</th>
                <th scope="col">Adresse</th>
                <th scope="col">Kobling</th>
                <th scope="col">Hvor</th>
              </tr>
            </thead>
            <tbody>
              {usage.data.map((u) => (
                <tr key={`${u.pageId}-${u.syncMode}`} data-testid="template-usage-row">
                  <td>{u.path ? <Link to={u.path}>{u.title}</Link> : u.title}</td>
                  <td>{u.path || "–"}</td>
                  <td>
                    <StatusChip tone={u.syncMode === "Synced" ? "success" : "info"}>
                      {u.syncMode === "Synced" ? "Synkronisert" : "Manuell"}
                    </StatusChip>
                  </td>
                  <td>{WHERE[u.in]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
