import { zodResolver } from "@hookform/resolvers/zod";
import { moveProjectBodySchema, type ProjectDetail, projectErrors } from "@mt/contract/project";
import { writtenText } from "@mt/domain/validation/field-schemas";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Modal } from "../../components/ui/modal";
import { moveChange } from "./project-move-change";
import type { ProjectChanges as Changes } from "./use-project-change";

/** The message to the customer, which cancelling requires (the server's own words when it is empty). */
const cancelFormSchema = z.object({
  message: writtenText(
    projectErrors.PROJECT_MESSAGE_REQUIRED.message,
    moveProjectBodySchema.shape.message.unwrap(),
  ),
});
type CancelForm = z.input<typeof cancelFormSchema>;

/** Cancelling needs a message to the customer; the dialog asks for it and confirms the step. */
export function CancelDialog({
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
