import { listPageVersions } from "@mt/contract/cms";
import { prepareModulesForRender } from "@mt/domain/cms/module-schemas";
import type { Module } from "@mt/domain/entities/module";
import { formatDateTime } from "@mt/domain/format/date";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { browserFetch, callApi } from "../../../lib/api";
import type { PageContent } from "./page-content";

/** The page's earlier published versions: each can be viewed, and restored into the draft. */
export function VersionsDialog({
  pageId,
  render,
  onRestore,
  onClose,
}: {
  pageId: number;
  render(modules: Module[]): ReactNode;
  onRestore(content: PageContent): void;
  onClose(): void;
}) {
  const versions = useQuery({
    queryKey: ["cms", "page", pageId, "versions"],
    queryFn: async () => (await callApi(browserFetch, listPageVersions, { params: { id: pageId } })).data,
  });
  const [viewing, setViewing] = useState<number | null>(null);
  const version = versions.data?.find((v) => v.id === viewing);
  return (
    <Modal open onClose={onClose} title="Versjoner" width={version ? 1100 : 660}>
      {versions.isPending && <Spinner />}
      {versions.isError && <Alert type="error">Kunne ikke hente versjonene.</Alert>}
      {versions.data?.length === 0 && <p>Siden har ingen tidligere versjoner ennå.</p>}
      {version ? (
        <div className="versions-view">
          <p>
            <strong>{version.title}</strong>, publisert før {formatDateTime(version.createdAt)}
          </p>
          <div className="module-settings__actions">
            <Button onClick={() => onRestore(version.data)}>Gjenopprett</Button>
            <Button variant="secondary" onClick={() => setViewing(null)}>
              Tilbake til listen
            </Button>
          </div>
          <div className="versions-view__page" inert>
            {render(prepareModulesForRender(version.data.modules).modules)}
          </div>
        </div>
      ) : (
        <ul className="versions-list">
          {versions.data?.map((v) => (
            <li key={v.id}>
              <span>
                {formatDateTime(v.createdAt)} – {v.title}
              </span>
              <Button
                size="small"
                variant="secondary"
                onClick={() => setViewing(v.id)}
                aria-label={`Vis versjonen fra ${formatDateTime(v.createdAt)}`}
              >
                Vis
              </Button>
              <Button
                size="small"
                variant="secondary"
                onClick={() => onRestore(v.data)}
                aria-label={`Gjenopprett versjonen fra ${formatDateTime(v.createdAt)}`}
              >
                Gjenopprett
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
