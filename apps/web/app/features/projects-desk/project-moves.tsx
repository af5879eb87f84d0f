import { zodResolver } from "@hookform/resolvers/zod";
import { moveProject, moveProjectBodySchema, type ProjectDetail, projectErrors } from "@mt/contract/project";
import {
  MOVE_RULES,
  type ProjectMove,
  projectMoveLabels,
  projectStatusLabels,
} from "@mt/domain/project/project-status";
import { writtenText } from "@mt/domain/validation/field-schemas";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { RescheduleDialog } from "../../components/reschedule-dialog";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { browserFetch, callApi } from "../../lib/api";
import type { ProjectChanges as Changes } from "./use-project-change";

const moveChange = (project: ProjectDetail, move: ProjectMove, message?: string) => ({
  key: `move:${move}`,
  call: () =>
    callApi(browserFetch, moveProject, {
      params: { uuid: project.uuid },
      body: { move, version: project.version, ...(message !== undefined && { message }) },
    }),
  done:
    move === "cancel"
      ? "Prosjektet er kansellert, og kunden har fått beskjed."
      : `Status endret til «${projectStatusLabels[MOVE_RULES[move].to]}».`,
});

/** The message to the customer, which cancelling requires (the server's own words when it is empty). */
const cancelFormSchema = z.object({
  message: writtenText(
    projectErrors.PROJECT_MESSAGE_REQUIRED.message,
    moveProjectBodySchema.shape.message.unwrap(),
  ),
});
type CancelForm = z.input<typeof cancelFormSchema>;

/** Cancelling needs a message to the customer; the dialog asks for it and confirms the step. */
function CancelDialog({
  open,
  onClose,
  project,
  changes,
}: {
  open: boolean;
  onClose: () => void;
  project: ProjectDetail;
  changes: Changes;
}) {
  const form = useForm<CancelForm>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { message: "" },
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Kanseller prosjekt ${project.number}?`}
      description="Tidspunktet blir ledig igjen, og kunden får meldingen på SMS og e-post. Dette kan ikke angres."
      width={560}
    >
      <form
        onSubmit={form.handleSubmit(({ message }) =>
          changes.run(moveChange(project, "cancel", message.trim()), {
            onSuccess: () => {
              form.reset();
              onClose();
            },
          }),
        )}
        noValidate
        className="desk-form"
      >
        <FormField label="Melding til kunden" error={form.formState.errors.message?.message}>
          {(control) => <textarea {...control} rows={4} maxLength={1000} {...form.register("message")} />}
        </FormField>
        <div className="desk-form__actions">
          <Button type="submit" busy={changes.busy === "move:cancel"}>
            Kanseller prosjektet
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The steps the caller may take now, as the API says (allowedMoves, mayReschedule): one button per
 * move, cancelling behind a confirmation with a message, and moving the time in a dialog.
 */
export function ProjectMoves({ project, changes }: { project: ProjectDetail; changes: Changes }) {
  const [dialog, setDialog] = useState<"cancel" | "reschedule" | null>(null);
  const forward = project.allowedMoves.filter((move) => move !== "cancel");
  const mayCancel = project.allowedMoves.includes("cancel");
  if (forward.length === 0 && !mayCancel && !project.mayReschedule) {
    return <p className="desk-muted">Ingen handlinger er tilgjengelige for deg på prosjektet nå.</p>;
  }
  return (
    <div className="desk-moves">
      {forward.map((move) => (
        <Button
          key={move}
          size="medium"
          busy={changes.busy === `move:${move}`}
          onClick={() => changes.run(moveChange(project, move))}
        >
          {projectMoveLabels[move]}
        </Button>
      ))}
      {project.mayReschedule && (
        <Button variant="secondary" size="medium" onClick={() => setDialog("reschedule")}>
          Flytt tidspunkt
        </Button>
      )}
      {mayCancel && (
        <Button
          variant="secondary"
          size="medium"
          className="desk-moves__danger"
          onClick={() => setDialog("cancel")}
        >
          {projectMoveLabels.cancel}
        </Button>
      )}
      <CancelDialog
        open={dialog === "cancel"}
        onClose={() => setDialog(null)}
        project={project}
        changes={changes}
      />
      <RescheduleDialog
        viewer="staff"
        open={dialog === "reschedule"}
        onClose={() => setDialog(null)}
        project={project}
        busy={changes.busy === "reschedule"}
        onMove={(call, after) =>
          changes.run(
            { key: "reschedule", call, done: "Tidspunktet er flyttet, og kunden har fått beskjed." },
            { onSuccess: after.onSuccess, onError: () => after.onError() },
          )
        }
      />
    </div>
  );
}
