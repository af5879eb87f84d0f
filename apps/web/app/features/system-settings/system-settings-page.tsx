import { getSettings, type SettingsPage } from "@mt/contract/settings";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { browserFetch, callApi } from "../../lib/api";
import { ChangeLog } from "./change-log";
import { SettingsForm } from "./settings-form";
import "../../components/desk.css";
import "./system-settings.css";
import { PageHeader } from "../../components/ui/page-header";

const settingsKey = ["settings"] as const;

/**
 * /systeminnstillinger: the run-time settings a global admin changes (decision 042), in sections,
 * with the change log. A saved change takes effect on the next request, on every server.
 */
export function SystemSettingsPage({ page: initial }: { page: SettingsPage }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await callApi(browserFetch, getSettings)).data,
    initialData: initial,
  });
  return (
    <section className="container desk-page system-settings">
      <PageHeader
        title="Innstillinger"
        lead="Endringer gjelder fra neste forespørsel, uten omstart, og blir logget med hvem, når og hva."
      />
      <div className="system-settings__grid">
        <SettingsForm page={query.data} onSaved={(page) => client.setQueryData(settingsKey, page)} />
        <ChangeLog changes={query.data.changes} />
      </div>
    </section>
  );
}
