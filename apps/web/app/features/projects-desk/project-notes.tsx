import { uploadDocument } from "@mt/contract/media";
import { addProjectDocument, addProjectNote, type ProjectDetail } from "@mt/contract/project";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FileDropZone } from "../../components/ui/file-drop-zone";
import { FormField } from "../../components/ui/form-field";
import { browserFetch, callApi, callUpload } from "../../lib/api";
import type { ProjectChanges as Changes } from "./use-project-change";

/** An internal note on the timeline; the customer never sees it. */
export function NoteForm({ project, changes }: { project: ProjectDetail; changes: Changes }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const note = text.trim();
    if (!note) {
      setError("Skriv notatet.");
      return;
    }
    setError(null);
    changes.run(
      {
        key: "note",
        call: () =>
          callApi(browserFetch, addProjectNote, { params: { uuid: project.uuid }, body: { text: note } }),
        done: "Notatet er lagt til.",
      },
      { onSuccess: () => setText("") },
    );
  }

  return (
    <form onSubmit={submit} className="desk-form" noValidate aria-labelledby="note-heading">
      <h3 id="note-heading">Nytt notat</h3>
      <FormField label="Notat" hint="Internt: bare ansatte og installatøren ser det." error={error}>
        {(control) => (
          <textarea
            {...control}
            name="text"
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" size="medium" busy={changes.busy === "note"}>
        Legg til notat
      </Button>
    </form>
  );
}

/** A PDF for the project: uploaded to the media library, then attached, optionally shared with the customer. */
export function DocumentForm({ project, changes }: { project: ProjectDetail; changes: Changes }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; title?: string }>({});
  const [formKey, setFormKey] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = title.trim();
    const found = {
      ...(!file && { file: "Velg en PDF-fil." }),
      ...(!name && { title: "Skriv en tittel." }),
    };
    setErrors(found);
    if (!file || !name) return;
    changes.run(
      {
        key: "document",
        call: async () => {
          const { data: media } = await callUpload(browserFetch, uploadDocument, { file, title: name });
          return callApi(browserFetch, addProjectDocument, {
            params: { uuid: project.uuid },
            body: { mediaId: media.id, title: name, sharedWithCustomer: shared },
          });
        },
        done: shared ? "Dokumentet er lagt til og delt med kunden." : "Dokumentet er lagt til.",
      },
      {
        onSuccess: () => {
          setFile(null);
          setTitle("");
          setShared(false);
          setFormKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <form key={formKey} onSubmit={submit} className="desk-form" noValidate aria-labelledby="document-heading">
      <h3 id="document-heading">Nytt dokument</h3>
      <FormField label="Fil (PDF)" error={errors.file}>
        {(control) => (
          <FileDropZone
            {...control}
            name="file"
            accept="application/pdf,.pdf"
            noun="filen"
            hint="PDF"
            onFiles={([chosen]) => setFile(chosen ?? null)}
          />
        )}
      </FormField>
      <FormField label="Tittel" error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Del med kunden" check>
        {(control) => (
          <Checkbox
            {...control}
            name="sharedWithCustomer"
            checked={shared}
            onChange={(event) => setShared(event.target.checked)}
          />
        )}
      </FormField>
      <Button type="submit" size="medium" busy={changes.busy === "document"}>
        Last opp dokument
      </Button>
    </form>
  );
}
