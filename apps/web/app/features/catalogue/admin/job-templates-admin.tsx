import { createJobTemplate, type JobTemplate, type Product, updateJobTemplate } from "@mt/contract/catalogue";
import { workTypeLabels } from "@mt/domain/entities/enums";
import type { JobCategoryFront } from "@mt/domain/entities/job-category";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { PageHeader } from "../../../components/ui/page-header";
import { StatusChip } from "../../../components/ui/status-chip";
import { browserFetch, callApi } from "../../../lib/api";
import { CategoriesAdmin } from "./categories-admin";
import { JobTemplateForm } from "./job-template-form";
import type { TemplateBody } from "./job-template-values";
import { useSaveListItem } from "./save-list-item";
import "../../../components/desk.css";
import "./admin.css";

/** A template's published version, and whether its draft has changed since. */
export function versionText(template: JobTemplate): string {
  if (!template.publishedVersion) return "Ikke publisert";
  return `v${template.publishedVersion}${template.hasUnpublishedChanges ? " *" : ""}`;
}

/** /jobbmaler/liste: job templates with an editor for questions, options, prices and materials. Desktop only. */
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
  // A new editor for each template opened, and for each «Ny jobbmal».
  const [opened, setOpened] = useState(0);
  const saving = useSaveListItem<JobTemplate, TemplateBody>(
    {
      create: (body) => callApi(browserFetch, createJobTemplate, { body }),
      update: (id, body) => callApi(browserFetch, updateJobTemplate, { params: { id }, body }),
    },
    setTemplates,
  );

  function open(target: JobTemplate | "new") {
    saving.reset();
    setSelected(target === "new" ? "new" : target.id);
    setOpened((count) => count + 1);
  }

  const columns: Column<JobTemplate>[] = [
    {
      key: "title",
      label: "Jobb",
      rowHeader: true,
      cell: (t) => (
        <>
          <Button variant="tertiary" size="small" className="admin-open" onClick={() => open(t)}>
            {t.draft.title}
          </Button>
          {!t.active && <span className="ui-table__secondary">Skjult i nettbutikken</span>}
        </>
      ),
    },
    {
      key: "type",
      label: "Type",
      cell: (t) => <span className="admin-nowrap">{workTypeLabels[t.workType]}</span>,
    },
    {
      key: "version",
      label: "Versjon",
      cell: (t) => (
        <StatusChip tone={!t.publishedVersion ? "neutral" : t.hasUnpublishedChanges ? "warning" : "success"}>
          {versionText(t)}
          {t.publishedVersion && t.hasUnpublishedChanges && (
            <span className="visually-hidden"> (endringer som ikke er publisert)</span>
          )}
        </StatusChip>
      ),
    },
  ];
  const template = typeof selected === "number" ? templates.find((t) => t.id === selected) : undefined;

  return (
    <div className="container desk-page admin">
      <PageHeader
        title="Jobbmaler"
        lead="Jobbene i nettbutikken: spørsmål, valg, priser og materiell. Publiser for å vise endringene."
        actions={<Button onClick={() => open("new")}>Ny jobbmal</Button>}
      />
      <div className="admin__layout admin__layout--wide-editor">
        <DataTable
          caption="Jobbmaler"
          captionHidden
          columns={columns}
          rows={templates}
          rowKey={(t) => String(t.id)}
          current={(t) => t.id === selected}
        />
        {selected !== null && (
          <JobTemplateForm
            key={opened}
            template={template}
            categories={categories}
            products={products}
            order={templates.length}
            saving={saving}
            onSaved={(saved) => {
              setTemplates((list) => list.map((t) => (t.id === saved.id ? saved : t)));
              setSelected(saved.id);
            }}
          />
        )}
      </div>
      <CategoriesAdmin categories={categories} onChange={setCategories} />
    </div>
  );
}
