import { moveProject, type ProjectDetail } from "@mt/contract/project";
import { fieldSchema } from "@mt/domain/validation/field-schemas";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { browserFetch, callApi } from "../../lib/api";
import type { ChangeHandlers } from "./change-handlers";
import { projectWindow } from "./project-parts";

const reasonSchema = fieldSchema({ required: true, maxLength: 1000 });

/** "Avbestill": asks why (the API sends the reason with the cancellation), then cancels. */
export function CancelDialog({
  project,
  onClose,
  onDone,
  onFailed,
}: { project: ProjectDetail } & ChangeHandlers) {
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (message: string) =>
      callApi(browserFetch, moveProject, {
        params: { uuid: project.uuid },
        body: { move: "cancel", version: project.version, message },
      }),
    onSuccess: ({ data }) => onDone(data, "Prosjektet er avbestilt."),
    onError: (error) => setFailure(onFailed(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      document.getElementById("cancel-reason")?.focus();
      return;
    }
    setReasonError(null);
    setFailure(null);
    cancel.mutate(parsed.data);
  }

  const window = projectWindow(project);
  return (
    <Modal
      open
      onClose={onClose}
      title="Avbestille?"
      description={`${window ? `Avtalen ${window} slettes, og tiden blir ledig for andre. ` : ""}Dette kan ikke angres.`}
    >
      <form className="change-dialog" noValidate onSubmit={submit}>
        <FormField id="cancel-reason" label="Hvorfor avbestiller du?" error={reasonError}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              maxLength={1000}
              rows={4}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        {failure && <Alert type="error">{failure}</Alert>}
        <div className="change-dialog__actions">
          <Button type="submit" busy={cancel.isPending}>
            Avbestill
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Behold avtalen
          </Button>
        </div>
      </form>
    </Modal>
  );
}
