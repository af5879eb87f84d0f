import type { SettingChange, SystemSettingKey } from "@mt/contract/settings";
import { formatDateTime } from "@mt/domain/format/date";
import { formatSetting, settingLabels } from "./settings-labels";

/** Who changed which settings when, from what to what; newest first. */
export function ChangeLog({ changes }: { changes: SettingChange[] }) {
  return (
    <section className="desk-panel" aria-labelledby="settings-log">
      <h2 id="settings-log">Endringslogg</h2>
      {changes.length === 0 ? (
        <p className="desk-muted">Ingen endringer ennå. Innstillingene har standardverdiene.</p>
      ) : (
        <ol className="system-settings__log">
          {changes.map((change) => (
            <li key={change.id}>
              <p className="system-settings__log-who">
                <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time> ·{" "}
                {change.changedBy}
              </p>
              <ul>
                {(Object.keys(change.after) as SystemSettingKey[]).map((key) => (
                  <li key={key}>
                    <strong>{settingLabels[key]}:</strong> {formatSetting(key, change.before[key])} →{" "}
                    {formatSetting(key, change.after[key])}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
