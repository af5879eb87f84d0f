import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { FormLinkFields, type LinkValue, linkValueSchema } from "./link-fields";

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

const linkFormSchema = z.object({ link: linkValueSchema });
type LinkForm = z.infer<typeof linkFormSchema>;

function LinkForm({ onSave, onClose }: { onSave(mark: Record<string, unknown>): void; onClose(): void }) {
  const form = useForm<LinkForm>({
    resolver: zodResolver(linkFormSchema),
    defaultValues: { link: { link: null, target: "_self" } },
  });
  const submit = form.handleSubmit(({ link }) => {
    const mark = linkMark(link);
    if (mark) onSave(mark);
  });
  return (
    <form
      onSubmit={(event) => {
        // The dialog sits in a portal: its submit must not bubble to a form around the editor.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      className="cms-button-form"
    >
      <FormLinkFields form={form} />
      <div className="cms-edit-actions">
        <Button type="submit">Sett inn lenke</Button>
        <Button variant="tertiary" onClick={onClose}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
