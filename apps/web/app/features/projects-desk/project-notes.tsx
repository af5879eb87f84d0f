import { zodResolver } from "@hookform/resolvers/zod";
import { uploadDocument } from "@mt/contract/media";
import {
  addProjectDocument,
  addProjectNote,
  type ProjectDetail,
  projectDocumentBodySchema,
  projectNoteBodySchema,
} from "@mt/contract/project";
import { writtenText } from "@mt/domain/validation/field-schemas";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FileDropZone } from "../../components/ui/file-drop-zone";
import { FormField } from "../../components/ui/form-field";
import { browserFetch, callApi, callUpload } from "../../lib/api";
import type { ProjectChanges as Changes } from "./use-project-change";

const noteFormSchema = z.object({
  text: writtenText("Skriv notatet.", projectNoteBodySchema.shape.text),
});
type NoteFormValues = z.input<typeof noteFormSchema>;

/** The document form: the contract's title and sharing, and the PDF to upload first. */
const documentFormSchema = z.object({
  file: z.custom<File | null>((value) => value instanceof File, "Velg en PDF-fil."),
  title: writtenText("Skriv en tittel.", projectDocumentBodySchema.shape.title),
  sharedWithCustomer: projectDocumentBodySchema.shape.sharedWithCustomer,
});
type DocumentFormInput = z.input<typeof documentFormSchema>;
type DocumentFormOutput = z.output<typeof documentFormSchema>;

/** An internal note on the timeline; the customer never sees it. */
export function NoteForm({ project, changes }: { project: ProjectDetail; changes: Changes }) {
  const form = useForm<NoteFormValues>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { text: "" },
  });

  return (
    <form
      onSubmit={form.handleSubmit(({ text }) =>
        changes.run(
          {
            key: "note",
            call: () =>
              callApi(browserFetch, addProjectNote, {
                params: { uuid: project.uuid },
                body: { text: text.trim() },
              }),
            done: "Notatet er lagt til.",
          },
          { onSuccess: () => form.reset() },
        ),
      )}
      className="desk-form"
      noValidate
      aria-labelledby="note-heading"
    >
      <h3 id="note-heading">Nytt notat</h3>
      <FormField
        label="Notat"
        hint="Internt: bare ansatte og installatøren ser det."
        error={form.formState.errors.text?.message}
      >
        {(control) => <textarea {...control} rows={3} maxLength={2000} {...form.register("text")} />}
      </FormField>
      <Button type="submit" size="medium" busy={changes.busy === "note"}>
        Legg til notat
      </Button>
    </form>
  );
}

/** A PDF for the project: uploaded to the media library, then attached, optionally shared with the customer. */
export function DocumentForm({ project, changes }: { project: ProjectDetail; changes: Changes }) {
  const form = useForm<DocumentFormInput, unknown, DocumentFormOutput>({
    resolver: zodResolver(documentFormSchema),
    defaultValues: { file: null, title: "", sharedWithCustomer: false },
  });
  const { errors } = form.formState;
  // Bumped after a document is added: a fresh drop zone, without the sent file's name.
  const [added, setAdded] = useState(0);

  function submit({ file, title, sharedWithCustomer }: DocumentFormOutput) {
    if (!file) return;
    changes.run(
      {
        key: "document",
        call: async () => {
          const { data: media } = await callUpload(browserFetch, uploadDocument, { file, title });
          return callApi(browserFetch, addProjectDocument, {
            params: { uuid: project.uuid },
            body: { mediaId: media.id, title, sharedWithCustomer },
          });
        },
        done: sharedWithCustomer ? "Dokumentet er lagt til og delt med kunden." : "Dokumentet er lagt til.",
      },
      {
        onSuccess: () => {
          form.reset();
          setAdded((n) => n + 1);
        },
      },
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      className="desk-form"
      noValidate
      aria-labelledby="document-heading"
    >
      <h3 id="document-heading">Nytt dokument</h3>
      <Controller
        control={form.control}
        name="file"
        render={({ field }) => (
          <FormField label="Fil (PDF)" error={errors.file?.message}>
            {(control) => (
              <FileDropZone
                key={added}
                {...control}
                ref={field.ref}
                name={field.name}
                accept="application/pdf,.pdf"
                noun="filen"
                hint="PDF"
                onFiles={([chosen]) => field.onChange(chosen ?? null)}
              />
            )}
          </FormField>
        )}
      />
      <FormField label="Tittel" error={errors.title?.message}>
        {(control) => <input {...control} maxLength={200} {...form.register("title")} />}
      </FormField>
      <FormField label="Del med kunden" check>
        {(control) => <Checkbox {...control} {...form.register("sharedWithCustomer")} />}
      </FormField>
      <Button type="submit" size="medium" busy={changes.busy === "document"}>
        Last opp dokument
      </Button>
    </form>
  );
}
