import { zodResolver } from "@hookform/resolvers/zod";
import { moveProject, moveProjectBodySchema, type ProjectDetail } from "@mt/contract/project";
import { writtenText } from "@mt/domain/validation/field-schemas";
import { fieldMessages } from "@mt/domain/validation/messages";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { browserFetch, callApi } from "../../lib/api";
import type { ChangeHandlers } from "./change-handlers";
import { projectWindow } from "./project-parts";

/** Cancelling needs the reason: the move's message, required here. */
const cancelFormSchema = z.object({
  reason: writtenText(fieldMessages.required, moveProjectBodySchema.shape.message.unwrap()),
});
type CancelForm = z.input<typeof cancelFormSchema>;

/** "Avbestill": asks why (the API sends the reason with the cancellation), then cancels. */
export function CancelDialog({
  project,
  onClose,
  onDone,
  onFailed,
}: { project: ProjectDetail } & ChangeHandlers) {
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { reason: "" },
  });
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

  const window = projectWindow(project);
  return (
    <Modal
      open
      onClose={onClose}
      title="Avbestille?"
      description={`${window ? `Avtalen ${window} slettes, og tiden blir ledig for andre. ` : ""}Dette kan ikke angres.`}
    >
      <form
        className="change-dialog"
        noValidate
        onSubmit={form.handleSubmit(({ reason }) => {
          setFailure(null);
          cancel.mutate(reason.trim());
        })}
      >
        <FormField label="Hvorfor avbestiller du?" error={form.formState.errors.reason?.message}>
          {(control) => <textarea {...control} maxLength={1000} rows={4} {...form.register("reason")} />}
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
