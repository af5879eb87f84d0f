import type { CmsButton } from "@mt/domain/cms/module-schemas";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { FormField } from "../../../../components/ui/form-field";
import { Modal } from "../../../../components/ui/modal";
import { Select } from "../../../../components/ui/select";
import { linkOfButton, withLink } from "./button-link";
import { LinkFields, type LinkValue, linkProblem } from "./link-fields";

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

function ButtonForm({
  button,
  onSave,
  onClose,
}: {
  button: CmsButton;
  onSave(button: CmsButton): void;
  onClose(): void;
}) {
  const [draft, setDraft] = useState(button);
  const [link, setLink] = useState<LinkValue>(() => linkOfButton(button));
  const [submitted, setSubmitted] = useState(false);
  const titleError = submitted && !draft.title.trim() ? "Må fylles ut" : null;
  const linkError = submitted ? linkProblem(link) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (!draft.title.trim() || linkProblem(link) || !link.link) return;
    onSave(withLink({ ...draft, title: draft.title.trim() }, link.link, link.target));
  }

  return (
    <form className="cms-button-form" onSubmit={submit} noValidate>
      <FormField label="Tekst på knappen" error={titleError}>
        {(control) => (
          <input
            {...control}
            data-autofocus
            value={draft.title}
            maxLength={120}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        )}
      </FormField>
      <LinkFields value={link} onChange={setLink} error={linkError} />
      <div className="cms-button-form__look">
        <FormField label="Type">
          {(control) => (
            <Select
              {...control}
              value={draft.buttonType}
              onChange={(event) =>
                setDraft({ ...draft, buttonType: event.target.value as CmsButton["buttonType"] })
              }
            >
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
            <Select
              {...control}
              value={draft.buttonSize}
              onChange={(event) =>
                setDraft({ ...draft, buttonSize: event.target.value as CmsButton["buttonSize"] })
              }
            >
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
