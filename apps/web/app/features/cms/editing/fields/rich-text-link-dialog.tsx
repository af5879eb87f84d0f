import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { LinkFields, type LinkValue, linkProblem } from "./link-fields";

/** The link mark's fields: an internal page keeps its id, slug and path beside the href. */
export function linkMark(value: LinkValue): Record<string, unknown> | null {
  const { link, target } = value;
  if (!link) return null;
  if (link.kind === "url") return { href: link.url.trim(), target };
  return { href: link.path, pageId: link.pageId, slug: link.slug, path: link.path, target };
}

export function RichTextLinkDialog({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose(): void;
  onSave(mark: Record<string, unknown>): void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Sett inn lenke" width={560} returnFocus={false}>
      {open && <LinkForm onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ onSave, onClose }: { onSave(mark: Record<string, unknown>): void; onClose(): void }) {
  const [value, setValue] = useState<LinkValue>({ link: null, target: "_self" });
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? linkProblem(value) : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    const mark = linkProblem(value) ? null : linkMark(value);
    if (mark) onSave(mark);
  }
  return (
    <form onSubmit={submit} noValidate className="cms-button-form">
      <LinkFields value={value} onChange={setValue} error={error} />
      <div className="cms-edit-actions">
        <Button type="submit">Sett inn lenke</Button>
        <Button variant="tertiary" onClick={onClose}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
