import {
  createJobTemplate,
  getJobTemplate,
  type JobTemplate,
  type Product,
  publishJobTemplate,
  updateJobTemplate,
} from "@mt/contract/catalogue";
import { WORK_TYPES, type WorkType, workTypeLabels } from "@mt/domain/entities/enums";
import type { JobCategoryFront } from "@mt/domain/entities/job-category";
import { formatPrice, kronerInput, oreFromKronerInput } from "@mt/domain/format/price";
import { fromPrice } from "@mt/domain/price/from-price";
import { type JobDefinition, jobDefinitionSchema, type Question } from "@mt/domain/price/job-definition";
import { routes } from "@mt/domain/routes/routes";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ApiError, browserFetch, callApi } from "../../../lib/api";
import { CategoriesAdmin } from "./categories-admin";
import { newQuestion, QuestionEditor, typeLabels } from "./question-editor";
import "../../../components/desk.css";
import "./admin.css";
import type { RouteInput, RouteOutput } from "@mt/contract/define-route";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Checkbox } from "../../../components/ui/checkbox";
import { FormField } from "../../../components/ui/form-field";
import { Select } from "../../../components/ui/select";
import { queryKeys } from "../../../lib/queries";
import { useSaveListItem } from "./save-list-item";

type TemplateBody = NonNullable<RouteInput<typeof createJobTemplate>["body"]>;

type Versions = { id: number; version: number; createdAt: string }[];

interface Settings {
  slug: string;
  categoryId: number | null;
  pageId: number | null;
  order: number;
  active: boolean;
}

const blankDefinition = (): JobDefinition =>
  jobDefinitionSchema.parse({
    title: "Ny jobb",
    workType: "ELECTRICIAN",
    basePriceOre: 0,
    baseDurationMinutes: 60,
  });

/** /jobbmaler/liste: job templates with an editor for questions, options, prices and materials. Desktop only. */
/** A draft whose every order is impossible (a required choice with nothing left to pick) has none. */
function fromPriceText(price: number | null): string {
  return price === null ? "ingen, jobben kan ikke bestilles" : formatPrice(price);
}

export function JobTemplatesAdmin({
  initial,
  categories: initialCategories,
  products,
}: {
  initial: JobTemplate[];
  categories: JobCategoryFront[];
  products: Product[];
}) {
  const [templates, setTemplates] = useState(initial);
  const [categories, setCategories] = useState(initialCategories);
  const [selected, setSelected] = useState<number | "new" | null>(null);
  const [draft, setDraft] = useState<JobDefinition>(blankDefinition);
  const [settings, setSettings] = useState<Settings>({
    slug: "",
    categoryId: null,
    pageId: null,
    order: 0,
    active: true,
  });
  const [versions, setVersions] = useState<Versions>([]);
  const [json, setJson] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ type: "success" | "error"; text: string } | null>(null);
  const queryClient = useQueryClient();
  const saving = useSaveListItem(
    {
      create: (body: TemplateBody) => callApi(browserFetch, createJobTemplate, { body }),
      update: (id, body) => callApi(browserFetch, updateJobTemplate, { params: { id }, body }),
    },
    setTemplates,
  );
  const publishing = useMutation({
    mutationFn: async (id: number) => {
      const { data } = await callApi(browserFetch, publishJobTemplate, { params: { id } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobTemplate(id) });
      return { version: data.version, fresh: await fetchTemplate(id) };
    },
    onSuccess: ({ version, fresh }) => {
      setVersions(fresh.versions);
      setTemplates((list) => list.map((t) => (t.id === fresh.id ? fresh : t)));
      setMessage({ type: "success", text: `Versjon ${version} er publisert.` });
    },
    onError: showError,
  });
  const busy = saving.isPending ? "save" : publishing.isPending ? "publish" : null;

  function fetchTemplate(id: number): Promise<RouteOutput<typeof getJobTemplate>["data"]> {
    return queryClient.fetchQuery({
      queryKey: queryKeys.jobTemplate(id),
      queryFn: async () => (await callApi(browserFetch, getJobTemplate, { params: { id } })).data,
    });
  }

  function showError(error: unknown) {
    if (!(error instanceof ApiError)) return;
    setErrors(error.error.fieldErrors);
    setMessage({ type: "error", text: error.error.message });
  }
  const productMap = new Map(products.map((p) => [p.id, p]));

  async function open(target: JobTemplate | "new") {
    setErrors({});
    setMessage(null);
    if (target === "new") {
      setSelected("new");
      setDraft(blankDefinition());
      setSettings({
        slug: "",
        categoryId: categories[0]?.id ?? null,
        pageId: null,
        order: templates.length,
        active: true,
      });
      setVersions([]);
      return;
    }
    setSelected(target.id);
    setDraft(target.draft);
    setSettings({
      slug: target.slug,
      categoryId: target.categoryId,
      pageId: target.pageId,
      order: target.order,
      active: target.active,
    });
    setVersions((await fetchTemplate(target.id)).versions);
  }

  function updateQuestion(index: number, question: Question | null) {
    setDraft((d) => {
      const questions = [...d.questions];
      if (question) questions[index] = question;
      else questions.splice(index, 1);
      return { ...d, questions };
    });
  }

  function move(index: number, by: number) {
    setDraft((d) => {
      const questions = [...d.questions];
      const [q] = questions.splice(index, 1);
      questions.splice(Math.max(0, Math.min(questions.length, index + by)), 0, q as Question);
      return { ...d, questions };
    });
  }

  async function save(): Promise<JobTemplate | null> {
    setMessage(null);
    try {
      const data = await saving.mutateAsync({ selected: selected ?? "new", body: { ...settings, draft } });
      setSelected(data.id);
      setErrors({});
      return data;
    } catch (error) {
      showError(error);
      return null;
    }
  }

  async function onSave() {
    if (await save())
      setMessage({ type: "success", text: "Utkastet er lagret. Publiser for å vise det i nettbutikken." });
  }

  async function onPublish() {
    const saved = await save();
    if (saved) publishing.mutate(saved.id);
  }

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
      setDraft(parsed.data);
      setMessage({ type: "success", text: "JSON er brukt i utkastet. Husk å lagre." });
    } catch {
      setMessage({ type: "error", text: "Ugyldig JSON." });
    }
  }

  const set = <K extends keyof JobDefinition>(key: K, value: JobDefinition[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const errorList = Object.entries(errors);
  const fieldError = (key: string) => errors[key]?.join("\n");

  return (
    <div className="container desk-page admin">
      <div className="admin__heading">
        <h1>Jobbmaler</h1>
        <Button onClick={() => open("new")}>Ny jobbmal</Button>
      </div>
      <div className="admin__layout admin__layout--wide-editor">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Jobb</th>
              <th scope="col">Type</th>
              <th scope="col">Versjon</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((t) => (
              <tr key={t.id} aria-selected={selected === t.id}>
                <td>
                  <button type="button" className="admin-link" onClick={() => open(t)}>
                    {t.draft.title}
                  </button>
                  {!t.active && <span className="admin-hint"> (skjult)</span>}
                </td>
                <td>{workTypeLabels[t.workType]}</td>
                <td>
                  {t.publishedVersion ? `v${t.publishedVersion}` : "Ikke publisert"}
                  {t.publishedVersion && t.hasUnpublishedChanges ? " *" : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {selected !== null && (
          <form
            className="admin-editor"
            onSubmit={(e) => e.preventDefault()}
            aria-labelledby="mal-tittel"
            noValidate
          >
            <h2 id="mal-tittel">{selected === "new" ? "Ny jobbmal" : draft.title}</h2>
            {errorList.length > 0 && (
              <Alert type="error" title="Rett opp dette:">
                <ul>
                  {errorList.map(([key, list]) => (
                    <li key={key}>
                      {key}: {list.join(", ")}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
            <div className="admin-row">
              <FormField
                id="mal-title"
                className="admin-field"
                label="Tittel"
                error={fieldError("draft.title")}
              >
                {(control) => (
                  <input value={draft.title} onChange={(e) => set("title", e.target.value)} {...control} />
                )}
              </FormField>
              <FormField
                id="mal-slug"
                className="admin-field"
                label="Adresse (slug)"
                error={fieldError("slug")}
              >
                {(control) => (
                  <input
                    value={settings.slug}
                    onChange={(e) => setSettings({ ...settings, slug: e.target.value })}
                    {...control}
                  />
                )}
              </FormField>
              <FormField
                id="mal-type"
                className="admin-field"
                label="Arbeidstype"
                error={fieldError("draft.workType")}
              >
                {(control) => (
                  <Select
                    compact
                    value={draft.workType}
                    onChange={(e) => set("workType", e.target.value as WorkType)}
                    {...control}
                  >
                    {WORK_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {workTypeLabels[t]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField
                id="mal-kategori"
                className="admin-field"
                label="Kategori"
                error={fieldError("categoryId")}
              >
                {(control) => (
                  <Select
                    compact
                    value={settings.categoryId ?? ""}
                    onChange={(e) =>
                      setSettings({ ...settings, categoryId: e.target.value ? Number(e.target.value) : null })
                    }
                    {...control}
                  >
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
                error={fieldError("draft.basePriceOre")}
              >
                {(control) => (
                  <input
                    inputMode="decimal"
                    defaultValue={kronerInput(draft.basePriceOre)}
                    key={`pris-${selected}`}
                    onChange={(e) => set("basePriceOre", oreFromKronerInput(e.target.value) ?? 0)}
                    {...control}
                  />
                )}
              </FormField>
              <FormField
                id="mal-tid"
                className="admin-field"
                label="Varighet (minutter)"
                error={fieldError("draft.baseDurationMinutes")}
              >
                {(control) => (
                  <input
                    inputMode="numeric"
                    value={draft.baseDurationMinutes}
                    onChange={(e) =>
                      set("baseDurationMinutes", Number(e.target.value.replace(/\D/g, "")) || 0)
                    }
                    {...control}
                  />
                )}
              </FormField>
              <FormField
                id="mal-side"
                className="admin-field"
                label="CMS-side (id, type jobb)"
                error={fieldError("pageId")}
              >
                {(control) => (
                  <input
                    inputMode="numeric"
                    value={settings.pageId ?? ""}
                    onChange={(e) => {
                      const digits = e.target.value.replace(/\D/g, "");
                      setSettings({ ...settings, pageId: digits ? Number(digits) : null });
                    }}
                    {...control}
                  />
                )}
              </FormField>
            </div>
            <FormField
              id="mal-summary"
              className="admin-field"
              label="Kort beskrivelse"
              error={fieldError("draft.summary")}
            >
              {(control) => (
                <input value={draft.summary} onChange={(e) => set("summary", e.target.value)} {...control} />
              )}
            </FormField>
            <FormField
              id="mal-description"
              className="admin-field"
              label="Beskrivelse"
              error={fieldError("draft.description")}
            >
              {(control) => (
                <textarea
                  value={draft.description}
                  onChange={(e) => set("description", e.target.value)}
                  {...control}
                />
              )}
            </FormField>
            <div className="admin-actions">
              <label className="admin-check">
                <Checkbox
                  checked={draft.inspectionFirst}
                  onChange={(e) => set("inspectionFirst", e.target.checked)}
                />
                Befaring før jobben
              </label>
              <label className="admin-check">
                <Checkbox
                  checked={settings.active}
                  onChange={(e) => setSettings({ ...settings, active: e.target.checked })}
                />
                Vises i nettbutikken
              </label>
            </div>
            {draft.workType === "SOLAR" && (
              <div className="admin-row">
                <div className="admin-field">
                  <label htmlFor="mal-panelType">Paneltype</label>
                  <input
                    id="mal-panelType"
                    value={draft.solar?.panelType ?? ""}
                    onChange={(e) => set("solar", { ...draft.solar, panelType: e.target.value || null })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor="mal-roofType">Taktype</label>
                  <input
                    id="mal-roofType"
                    value={draft.solar?.roofType ?? ""}
                    onChange={(e) => set("solar", { ...draft.solar, roofType: e.target.value || null })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor="mal-panelQty">Antall paneler</label>
                  <input
                    id="mal-panelQty"
                    inputMode="numeric"
                    value={draft.solar?.panelQty ?? ""}
                    onChange={(e) =>
                      set("solar", {
                        ...draft.solar,
                        panelQty: e.target.value ? Number(e.target.value.replace(/\D/g, "")) : null,
                      })
                    }
                  />
                </div>
              </div>
            )}
            <p className="admin-hint">
              Materiell som alltid følger jobben:{" "}
              {draft.materials.length
                ? draft.materials
                    .map((m) => `${m.quantity} × ${productMap.get(m.productId)?.name ?? `#${m.productId}`}`)
                    .join(", ")
                : "ingen"}{" "}
              (endres under Avansert). Fra-pris: {fromPriceText(fromPrice(draft, productMap))}
            </p>
            <h3>Spørsmål</h3>
            {draft.questions.map((question, index) => (
              <QuestionEditor
                // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id while their key is being edited
                key={`${selected}-${index}-${question.type}`}
                question={question}
                index={index}
                products={products}
                onChange={(q) => updateQuestion(index, q)}
                onMove={(by) => move(index, by)}
              />
            ))}
            <div className="admin-actions">
              {(
                ["radio", "checkbox", "number", "product_selector", "file_upload", "effect_box"] as const
              ).map((type) => (
                <Button
                  key={type}
                  variant="secondary"
                  size="small"
                  onClick={() =>
                    set("questions", [...draft.questions, newQuestion(type, draft.questions.length)])
                  }
                >
                  + {typeLabels[type]}
                </Button>
              ))}
            </div>
            <details
              onToggle={(e) => (e.currentTarget.open ? setJson(JSON.stringify(draft, null, 2)) : null)}
            >
              <summary>Avansert (JSON): materiell, betingelser og materiell per valg</summary>
              <div className="admin-field">
                <label htmlFor="mal-json">Hele utkastet som JSON</label>
                <textarea id="mal-json" rows={16} value={json} onChange={(e) => setJson(e.target.value)} />
              </div>
              <Button variant="secondary" size="small" onClick={applyJson}>
                Bruk JSON
              </Button>
            </details>
            {message && <Alert type={message.type}>{message.text}</Alert>}
            <div className="admin-actions">
              <Button variant="secondary" busy={busy === "save"} onClick={onSave}>
                Lagre utkast
              </Button>
              <Button busy={busy === "publish"} onClick={onPublish}>
                Publiser ny versjon
              </Button>
              {settings.slug && versions.length > 0 && (
                <a href={routes.jobPage(settings.slug)} target="_blank" rel="noreferrer">
                  Se jobbsiden
                </a>
              )}
            </div>
            {versions.length > 0 && (
              <p className="admin-hint">
                Publiserte versjoner (endres aldri):{" "}
                {versions.map((v) => `v${v.version} (${v.createdAt.slice(0, 10)})`).join(", ")}
              </p>
            )}
          </form>
        )}
      </div>
      <CategoriesAdmin categories={categories} onChange={setCategories} />
    </div>
  );
}
