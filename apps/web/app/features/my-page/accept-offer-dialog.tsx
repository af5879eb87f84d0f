import { moveProject, type ProjectDetail } from "@mt/contract/project";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { browserFetch, callApi } from "../../lib/api";
import type { ChangeHandlers } from "./change-handlers";

/** "Godta tilbudet": the customer accepts the offer (the offer itself comes with the offers issue). */
export function AcceptOfferDialog({
  project,
  onClose,
  onDone,
  onFailed,
}: { project: ProjectDetail } & ChangeHandlers) {
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () =>
      callApi(browserFetch, moveProject, {
        params: { uuid: project.uuid },
        body: { move: "accept_offer", version: project.version },
      }),
    onSuccess: ({ data }) => onDone(data, "Tilbudet er godtatt."),
    onError: (error) => setFailure(onFailed(error)),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Godta tilbudet?"
      description="Når du godtar, bekrefter installatøren oppdraget og avtaler tidspunkt med deg."
    >
      <div className="change-dialog">
        {failure && <Alert type="error">{failure}</Alert>}
        <div className="change-dialog__actions">
          <Button busy={accept.isPending} onClick={() => accept.mutate()}>
            Godta tilbudet
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      </div>
    </Modal>
  );
}
