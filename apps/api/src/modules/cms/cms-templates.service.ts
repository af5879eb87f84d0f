import type { CmsModuleTemplate, TemplateUsage } from "@mt/contract/cms";
import type { PageType } from "@mt/domain/entities/enums";
import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";
import { notFound } from "../../lib/http-error.ts";
import { templatePlacements } from "./cms.references.ts";
import type { CmsRepository, PageData, TemplateRow } from "./cms.repository.ts";
import { iso } from "./cms-page-basics.ts";

function toTemplate(row: TemplateRow): CmsModuleTemplate {
  return {
    id: row.id,
    title: row.title,
    previewId: row.previewId,
    data: row.data,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Module templates: reading, writing and deleting them, and the pages that place them. */
export function cmsTemplatesService(repo: CmsRepository) {
  return {
    async listTemplates(): Promise<CmsModuleTemplate[]> {
      return (await repo.listTemplates()).map(toTemplate);
    },

    async getTemplate(id: number): Promise<CmsModuleTemplate> {
      const [row] = await repo.getTemplates([id]);
      if (!row) throw notFound("Fant ikke modulmalen.");
      return toTemplate(row);
    },

    async createTemplate(body: { title: string; preview_id?: number | null | undefined; data: Module[] }) {
      return toTemplate(
        await repo.insertTemplate({ title: body.title, previewId: body.preview_id ?? null, data: body.data }),
      );
    },

    async updateTemplate(
      id: number,
      body: {
        title?: string | undefined;
        preview_id?: number | null | undefined;
        data?: Module[] | undefined;
      },
    ) {
      const row = await repo.updateTemplate(id, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.preview_id !== undefined && { previewId: body.preview_id }),
        ...(body.data !== undefined && { data: body.data }),
      });
      if (!row) throw notFound("Fant ikke modulmalen.");
      return toTemplate(row);
    },

    /** Pages whose content or newest draft places the template, once per sync mode. */
    async listTemplateUsage(id: number): Promise<TemplateUsage[]> {
      if ((await repo.getTemplates([id])).length === 0) throw notFound("Fant ikke modulmalen.");
      const hints = [MODULE_TEMPLATE_TYPE];
      const [published, drafts] = await Promise.all([
        repo.pagesMentioning(hints),
        repo.draftsMentioning(hints, true),
      ]);
      const usage = new Map<string, TemplateUsage>();
      const add = (
        row: { pageId: number; title: string; path: string; type: string; data: PageData },
        where: "page" | "draft",
      ) => {
        for (const syncMode of templatePlacements(row.data.modules, id)) {
          const key = `${row.pageId}:${syncMode}`;
          const known = usage.get(key);
          if (known) known.in = known.in === where ? where : "both";
          else
            usage.set(key, {
              pageId: row.pageId,
              title: row.title,
              path: row.path,
              type: row.type as PageType,
              syncMode,
              in: where,
            });
        }
      };
      for (const row of published) add({ ...row, pageId: row.id }, "page");
      for (const row of drafts) add(row, "draft");
      return [...usage.values()];
    },

    async deleteTemplate(id: number): Promise<{ id: number }> {
      if (!(await repo.deleteTemplate(id))) throw notFound("Fant ikke modulmalen.");
      return { id };
    },
  };
}
