import { zodResolver } from "@hookform/resolvers/zod";
import type { CmsButton } from "@mt/domain/cms/module-schemas";
import { buttonSizeSchema, buttonTypeSchema } from "@mt/domain/entities/enums";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../../components/ui/button";
import { FormField } from "../../../../components/ui/form-field";
import { Modal } from "../../../../components/ui/modal";
import { Select } from "../../../../components/ui/select";
import { linkOfButton, withLink } from "./button-link";
import { FormLinkFields, linkValueSchema } from "./link-fields";

const TYPES = [
  ["primary", "Hovedknapp"],
  ["secondary", "Sekundær"],
  ["secondary-inverted", "Sekundær, lys"],
  ["tertiary", "Tertiær"],
] as const;
const SIZES = [
  ["default", "Standard"],
  ["medium", "Middels"],
  ["small", "Liten"],
] as const;

export const NEW_BUTTON: CmsButton = {
  title: "",
  url: null,
  target: "_self",
  buttonType: "primary",
  buttonSize: "default",
};

/** One button's title, link, target, type and size, edited in a dialog. */
export function ButtonDialog({
  open,
  title,
  button,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  button: CmsButton | null;
  onSave(button: CmsButton): void;
  onClose(): void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} width={560}>
      {open && <ButtonForm button={button ?? NEW_BUTTON} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

const buttonFormSchema = z.object({
  title: z.string().trim().min(1, "Må fylles ut").max(120),
  link: linkValueSchema,
  buttonType: buttonTypeSchema,
  buttonSize: buttonSizeSchema,
});
type ButtonFormInput = z.input<typeof buttonFormSchema>;
type ButtonFormValues = z.output<typeof buttonFormSchema>;

function ButtonForm({
  button,
  onSave,
  onClose,
}: {
  button: CmsButton;
  onSave(button: CmsButton): void;
  onClose(): void;
}) {
  const form = useForm<ButtonFormInput, unknown, ButtonFormValues>({
    resolver: zodResolver(buttonFormSchema),
    defaultValues: {
      title: button.title,
      link: linkOfButton(button),
      buttonType: button.buttonType,
      buttonSize: button.buttonSize,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ title, link, buttonType, buttonSize }) => {
    if (!link.link) return;
    onSave(withLink({ ...button, title, buttonType, buttonSize }, link.link, link.target));
  });

  return (
    <form
      className="cms-button-form"
      onSubmit={(event) => {
        // The dialog sits in a portal: its submit must not bubble to a form around the editor.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
    >
      <FormField label="Tekst på knappen" error={errors.title?.message}>
        {(control) => <input {...control} data-autofocus maxLength={120} {...form.register("title")} />}
      </FormField>
      <FormLinkFields form={form} />
      <div className="cms-button-form__look">
        <FormField label="Type">
          {(control) => (
            <Select {...control} {...form.register("buttonType")}>
              {TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Størrelse">
          {(control) => (
            <Select {...control} {...form.register("buttonSize")}>
              {SIZES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="cms-edit-actions">
        <Button type="submit">Bruk</Button>
        <Button variant="tertiary" onClick={onClose}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
