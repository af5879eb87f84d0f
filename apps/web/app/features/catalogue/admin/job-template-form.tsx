import { zodResolver } from "@hookform/resolvers/zod";
import { getJobTemplate, type JobTemplate, type Product, publishJobTemplate } from "@mt/contract/catalogue";
import type { RouteOutput } from "@mt/contract/define-route";
import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import type { JobCategoryFront } from "@mt/domain/entities/job-category";
import { formatDate } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { fromPrice } from "@mt/domain/price/from-price";
import { jobDefinitionSchema, type Question } from "@mt/domain/price/job-definition";
import { routes } from "@mt/domain/routes/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type FieldPath, type Resolver, useFieldArray, useForm, useWatch } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { ApiError, browserFetch, callApi, errorMessage } from "../../../lib/api";
import { queryKeys } from "../../../lib/queries";
import {
  definitionOf,
  draftInput,
  flatErrors,
  formPath,
  type TemplateBody,
  type TemplateFormInput,
  templateFormSchema,
  templateFormValues,
} from "./job-template-values";
import { newQuestion, QuestionEditor, typeLabels } from "./question-editor";
import type { useSaveListItem } from "./save-list-item";

type FreshTemplate = RouteOutput<typeof getJobTemplate>["data"];
type Saving = ReturnType<typeof useSaveListItem<JobTemplate, TemplateBody>>;

const NEW_QUESTION_TYPES = [
  "radio",
  "checkbox",
  "number",
  "product_selector",
  "file_upload",
  "effect_box",
] as const;

/** The fields whose errors show under themselves; the rest are listed at the top of the form. */
const FIELDS_WITH_ERRORS = new Set([
  "slug",
  "categoryId",
  "pageId",
  "draft.title",
  "draft.workType",
  "draft.basePriceKr",
  "draft.baseDurationMinutes",
  "draft.summary",
  "draft.description",
  "draft.solar.panelQty",
]);
const shownUnderField = (path: string) =>
  FIELDS_WITH_ERRORS.has(path) || /^draft\.questions\.\d+\.(title|key)$/.test(path);

/** A draft whose every order is impossible (a required choice with nothing left to pick) has none. */
function fromPriceText(price: number | null): string {
  return price === null ? "ingen, jobben kan ikke bestilles" : formatPrice(price);
}

/** One job template's editor: settings, the draft with its questions, saving and publishing a version. */
export function JobTemplateForm({
  template,
  categories,
  products,
  order,
  saving,
  onSaved,
}: {
  /** Absent for a new template. */
  template?: JobTemplate;
  categories: JobCategoryFront[];
  products: Product[];
  /** A new template's place in the list. */
  order: number;
  saving: Saving;
  onSaved(template: JobTemplate): void;
}) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ type: "success" | "error"; text: string } | null>(null);
  const [json, setJson] = useState("");
  const form = useForm<TemplateFormInput, unknown, TemplateBody>({
    resolver: zodResolver(templateFormSchema) as unknown as Resolver<
      TemplateFormInput,
      unknown,
      TemplateBody
    >,
    defaultValues: templateFormValues(template, { categoryId: categories[0]?.id ?? null, order }),
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const questions = useFieldArray({ control, name: "draft.questions", keyName: "fieldId" });
  const draft = useWatch({ control, name: "draft" });
  const slug = useWatch({ control, name: "slug" });

  const id = template?.id ?? null;
  const versions = useQuery({
    queryKey: queryKeys.jobTemplate(id ?? 0),
    queryFn: async (): Promise<FreshTemplate> =>
      (await callApi(browserFetch, getJobTemplate, { params: { id: id ?? 0 } })).data,
    enabled: id !== null,
  }).data?.versions;

  const publishing = useMutation({
    mutationFn: async (templateId: number) => {
      const { data } = await callApi(browserFetch, publishJobTemplate, { params: { id: templateId } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobTemplate(templateId) });
      const fresh = await queryClient.fetchQuery({
        queryKey: queryKeys.jobTemplate(templateId),
        queryFn: async () =>
          (await callApi(browserFetch, getJobTemplate, { params: { id: templateId } })).data,
      });
      return { version: data.version, fresh };
    },
    onSuccess: ({ version, fresh }) => {
      onSaved(fresh);
      setMessage({ type: "success", text: `Versjon ${version} er publisert.` });
    },
    onError: showError,
  });

  function showError(error: unknown) {
    if (!(error instanceof ApiError)) {
      setMessage({ type: "error", text: errorMessage(error) });
      return;
    }
    // Field errors go under their fields, or in the list at the top: the alert below then says nothing more.
    const fieldErrors = Object.entries(error.error.fieldErrors);
    for (const [key, list] of fieldErrors) {
      form.setError(formPath(key) as FieldPath<TemplateFormInput>, { message: list.join("\n") });
    }
    setMessage(fieldErrors.length > 0 ? null : { type: "error", text: error.error.message });
  }

  async function save(body: TemplateBody): Promise<JobTemplate | null> {
    setMessage(null);
    try {
      const data = await saving.mutateAsync({ selected: id ?? "new", body });
      onSaved(data);
      return data;
    } catch (error) {
      showError(error);
      return null;
    }
  }

  const onSave = form.handleSubmit(async (body) => {
    if (await save(body))
      setMessage({ type: "success", text: "Utkastet er lagret. Publiser for å vise det i nettbutikken." });
  });
  const onPublish = form.handleSubmit(async (body) => {
    const saved = await save(body);
    if (saved) publishing.mutate(saved.id);
  });

  function applyJson() {
    try {
      const parsed = jobDefinitionSchema.safeParse(JSON.parse(json));
      if (!parsed.success) {
        setMessage({
          type: "error",
          text: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"),
        });
        return;
      }
      form.reset({ ...form.getValues(), draft: draftInput(parsed.data) }, { keepDefaultValues: true });
      setMessage({ type: "success", text: "JSON er brukt i utkastet. Husk å lagre." });
    } catch {
      setMessage({ type: "error", text: "Ugyldig JSON." });
    }
  }

  const productMap = new Map(products.map((p) => [p.id, p]));
  const definition = definitionOf(draft);
  const errorList = flatErrors(errors).filter(([path]) => !shownUnderField(path));
  const messageAt = (path: string) => flatErrors(errors).find(([at]) => at === path)?.[1];
  const busy = saving.isPending ? "save" : publishing.isPending ? "publish" : null;

  return (
    <form className="admin-editor" onSubmit={onSave} aria-labelledby="mal-tittel" noValidate>
      <h2 id="mal-tittel">{template ? definition.title : "Ny jobbmal"}</h2>
      {errorList.length > 0 && (
        <Alert type="error" title="Rett opp dette:">
          <ul>
            {errorList.map(([path, text]) => (
              <li key={path}>
                {path}: {text}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="admin-row">
        <FormField id="mal-title" className="admin-field" label="Tittel" error={messageAt("draft.title")}>
          {(field) => <input {...field} {...register("draft.title")} />}
        </FormField>
        <FormField id="mal-slug" className="admin-field" label="Adresse (slug)" error={messageAt("slug")}>
          {(field) => <input {...field} {...register("slug")} />}
        </FormField>
        <FormField
          id="mal-type"
          className="admin-field"
          label="Arbeidstype"
          error={messageAt("draft.workType")}
        >
          {(field) => (
            <Select {...field} {...register("draft.workType")}>
              {WORK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {workTypeLabels[t]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="mal-kategori" className="admin-field" label="Kategori" error={messageAt("categoryId")}>
          {(field) => (
            <Select {...field} {...register("categoryId")}>
              <option value="">Ingen</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="mal-pris"
          className="admin-field"
          label="Grunnpris (kr inkl. mva.)"
          error={messageAt("draft.basePriceKr")}
        >
          {(field) => <input inputMode="decimal" {...field} {...register("draft.basePriceKr")} />}
        </FormField>
        <FormField
          id="mal-tid"
          className="admin-field"
          label="Varighet (minutter)"
          error={messageAt("draft.baseDurationMinutes")}
        >
          {(field) => <input inputMode="numeric" {...field} {...register("draft.baseDurationMinutes")} />}
        </FormField>
        <FormField
          id="mal-side"
          className="admin-field"
          label="CMS-side (id, type jobb)"
          optional
          error={messageAt("pageId")}
        >
          {(field) => <input inputMode="numeric" {...field} {...register("pageId")} />}
        </FormField>
      </div>
      <FormField
        id="mal-summary"
        className="admin-field"
        label="Kort beskrivelse"
        error={messageAt("draft.summary")}
      >
        {(field) => <input {...field} {...register("draft.summary")} />}
      </FormField>
      <FormField
        id="mal-description"
        className="admin-field"
        label="Beskrivelse"
        error={messageAt("draft.description")}
      >
        {(field) => <textarea {...field} {...register("draft.description")} />}
      </FormField>
      <div className="admin-actions">
        <FormField id="mal-befaring" label="Befaring før jobben" check>
          {(field) => <Checkbox {...field} {...register("draft.inspectionFirst")} />}
        </FormField>
        <FormField id="mal-aktiv" label="Vises i nettbutikken" check>
          {(field) => <Checkbox {...field} {...register("active")} />}
        </FormField>
      </div>
      {draft.workType === "SOLAR" && (
        <div className="admin-row">
          <FormField id="mal-panelType" className="admin-field" label="Paneltype" optional>
            {(field) => <input {...field} {...register("draft.solar.panelType")} />}
          </FormField>
          <FormField id="mal-roofType" className="admin-field" label="Taktype" optional>
            {(field) => <input {...field} {...register("draft.solar.roofType")} />}
          </FormField>
          <FormField
            id="mal-panelQty"
            className="admin-field"
            label="Antall paneler"
            optional
            error={messageAt("draft.solar.panelQty")}
          >
            {(field) => <input inputMode="numeric" {...field} {...register("draft.solar.panelQty")} />}
          </FormField>
        </div>
      )}
      <p className="admin-hint">
        Materiell som alltid følger jobben:{" "}
        {definition.materials.length
          ? definition.materials
              .map((m) => `${m.quantity} × ${productMap.get(m.productId)?.name ?? `#${m.productId}`}`)
              .join(", ")
          : "ingen"}{" "}
        (endres under Avansert). Fra-pris: {fromPriceText(fromPrice(definition, productMap))}
      </p>
      <h3>Spørsmål</h3>
      {questions.fields.map((item, index) => {
        const question = draft.questions[index];
        if (!question) return null;
        return (
          <QuestionEditor
            key={item.fieldId}
            question={question}
            index={index}
            products={products}
            errorAt={(field) => messageAt(`draft.questions.${index}.${field}`)}
            onChange={(q: Question | null) =>
              q
                ? form.setValue(`draft.questions.${index}`, q, { shouldDirty: true })
                : questions.remove(index)
            }
            onMove={(by) => {
              const to = Math.max(0, Math.min(questions.fields.length - 1, index + by));
              if (to !== index) questions.move(index, to);
            }}
          />
        );
      })}
      <div className="admin-actions">
        {NEW_QUESTION_TYPES.map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="small"
            onClick={() => questions.append(newQuestion(type, questions.fields.length))}
          >
            + {typeLabels[type]}
          </Button>
        ))}
      </div>
      <details
        onToggle={(e) =>
          e.currentTarget.open
            ? setJson(JSON.stringify(definitionOf(form.getValues("draft")), null, 2))
            : null
        }
      >
        <summary>Avansert (JSON): materiell, betingelser og materiell per valg</summary>
        <FormField id="mal-json" className="admin-field" label="Hele utkastet som JSON">
          {(field) => (
            <textarea {...field} rows={16} value={json} onChange={(e) => setJson(e.target.value)} />
          )}
        </FormField>
        <Button variant="secondary" size="small" onClick={applyJson}>
          Bruk JSON
        </Button>
      </details>
      {message && <Alert type={message.type}>{message.text}</Alert>}
      <div className="admin-actions">
        <Button type="submit" variant="secondary" busy={busy === "save"}>
          Lagre utkast
        </Button>
        <Button busy={busy === "publish"} onClick={onPublish}>
          Publiser ny versjon
        </Button>
        {slug && versions && versions.length > 0 && (
          <a href={routes.jobPage(slug)} target="_blank" rel="noreferrer">
            Se jobbsiden
          </a>
        )}
      </div>
      {versions && versions.length > 0 && (
        <p className="admin-hint">
          Publiserte versjoner (endres aldri):{" "}
          {versions.map((v) => `v${v.version} (${formatDate(v.createdAt)})`).join(", ")}
        </p>
      )}
    </form>
  );
}
