import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CmsModuleTemplate,
  createModuleTemplate,
  deleteModuleTemplate,
  updateModuleTemplate,
} from "@mt/contract/cms";
import type { Module } from "@mt/domain/entities/module";
import { moduleTemplateBodySchema } from "@mt/domain/entities/module-template";
import { paths, routes } from "@mt/domain/routes/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useRevalidator } from "react-router";
import { z } from "zod";
import { ImageSelect } from "../../../components/media/image-select";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Modal } from "../../../components/ui/modal";
import { useToast } from "../../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../../lib/api";
import { setModuleField } from "../editing/deep-set";
import { EditContext, type EditScope } from "../editing/edit-context";
import { fieldEditors } from "../editing/field-editors";
import { ModulesEditor } from "../editing/modules-editor";
import { cmsScreenKeys } from "./screens-api";
import { TemplateUsageList } from "./template-usage";
import "../../../components/desk.css";
import "./cms-screens.css";
import { PageHeader } from "../../../components/ui/page-header";

function DeleteTemplateDialog({ template, onClose }: { template: CmsModuleTemplate; onClose(): void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => callApi(browserFetch, deleteModuleTemplate, { params: { id: template.id } }),
    onSuccess: async () => {
      toast.success(`${template.title} er slettet`);
      await navigate(paths.moduleTemplates);
    },
  });
  return (
    <Modal open onClose={onClose} title={`Slett ${template.title}?`}>
      <p>Sider med synkronisert mal beholder den siste versjonen av modulene som en fast kopi.</p>
      {remove.isError && <Alert type="error">{errorMessage(remove.error)}</Alert>}
      <div className="cms-screens__actions">
        <Button onClick={() => remove.mutate()} busy={remove.isPending}>
          Slett modulmalen
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Avbryt
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The template's title and preview image: the body's rules. The modules are edited in place by the
 * page editor's field editors and go with the save as they are (the server checks them).
 */
const templateFormSchema = z.object({
  title: moduleTemplateBodySchema.shape.title,
  previewId: z.number().int().nullable(),
});
type TemplateFormInput = z.input<typeof templateFormSchema>;
type TemplateFormValues = z.output<typeof templateFormSchema>;

/** /module-templates/new and /module-templates/{id}: title, preview image, the modules, and where it is used. */
export function ModuleTemplateScreen({ template }: { template: CmsModuleTemplate | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const form = useForm<TemplateFormInput, unknown, TemplateFormValues>({
    resolver: zodResolver(templateFormSchema),
    defaultValues: { title: template?.title ?? "", previewId: template?.previewId ?? null },
  });
  const { errors } = form.formState;
  const [modules, setModules] = useState<Module[]>(template?.data ?? []);
  // The template's modules are edited in place, with the page editor's field editors.
  const scope = useMemo<EditScope>(
    () => ({
      editors: fieldEditors,
      change: (key, field, value) => setModules((current) => setModuleField(current, key, field, value)),
    }),
    [],
  );
  const [deleting, setDeleting] = useState(false);
  const save = useMutation({
    mutationFn: async (values: TemplateFormValues) => {
      const body = { title: values.title, preview_id: values.previewId, data: modules };
      return template
        ? (await callApi(browserFetch, updateModuleTemplate, { params: { id: template.id }, body })).data
        : (await callApi(browserFetch, createModuleTemplate, { body })).data;
    },
    onSuccess: async (saved) => {
      toast.success(`${saved.title} er lagret`);
      await queryClient.invalidateQueries({ queryKey: cmsScreenKeys.templateUsage(saved.id) });
      if (template) await revalidator.revalidate();
      else await navigate(routes.moduleTemplate(saved.id));
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.error.fieldErrors.title : undefined;
      if (field) form.setError("title", { message: field.join(" ") }, { shouldFocus: true });
    },
  });
  const submitValues = form.handleSubmit((values) => save.mutate(values));
  function submit(event: FormEvent<HTMLFormElement>) {
    // A dialog's form inside the modules (rendered in a portal) bubbles its submit here in React.
    if (event.target !== event.currentTarget) {
      event.preventDefault();
      return;
    }
    void submitValues(event);
  }
  const heading = template ? template.title : "Ny modulmal";

  return (
    <div className="container desk-page cms-screens">
      <PageHeader title={heading} actions={<Link to={paths.moduleTemplates}>Alle modulmaler</Link>} />
      <form className="cms-screens__form" noValidate onSubmit={submit}>
        <FormField label="Tittel" error={errors.title?.message}>
          {(control) => <input {...control} autoComplete="off" {...form.register("title")} />}
        </FormField>
        <Controller
          control={form.control}
          name="previewId"
          render={({ field }) => (
            <ImageSelect
              label="Forhåndsvisningsbilde"
              hint="Vises når malen velges på en side."
              selected={field.value}
              onSelect={(item) => field.onChange(item?.id ?? null)}
            />
          )}
        />
        <div className="cms-screens__modules">
          <EditContext value={scope}>
            <ModulesEditor modules={modules} onChange={setModules} label="Modulene i malen" />
          </EditContext>
        </div>
        {save.isError && !errors.title && <Alert type="error">{errorMessage(save.error)}</Alert>}
        <div className="cms-screens__actions">
          <Button type="submit" busy={save.isPending}>
            {template ? "Lagre modulmal" : "Opprett modulmal"}
          </Button>
          {template && (
            <Button variant="tertiary" onClick={() => setDeleting(true)}>
              Slett modulmal
            </Button>
          )}
        </div>
      </form>
      {template && <TemplateUsageList templateId={template.id} />}
      {template && deleting && (
        <DeleteTemplateDialog template={template} onClose={() => setDeleting(false)} />
      )}
    </div>
  );
}
