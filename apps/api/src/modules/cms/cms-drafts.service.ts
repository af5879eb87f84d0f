import type { CmsPage, Draft, listPageVersions } from "@mt/contract/cms";
import type { RouteOutput } from "@mt/contract/define-route";
import type { PageType } from "@mt/domain/entities/enums";
import { notFound } from "../../lib/http-error.ts";
import type { CmsRepository, DraftRow, PageData } from "./cms.repository.ts";
import { cmsPageBasics, conflict, iso, pageNotFound } from "./cms-page-basics.ts";

type PageVersion = RouteOutput<typeof listPageVersions>["data"][number];

function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    pageId: row.pageId,
    title: row.title,
    slug: row.slug,
    data: row.data,
    revision: row.revision,
    baseRevision: row.baseRevision,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A page's drafts (writing and publishing them) and its earlier published versions. */
export function cmsDraftsService(repo: CmsRepository) {
  const { toPage, pathFor, unique } = cmsPageBasics(repo);

  return {
    async listDrafts(pageId: number): Promise<Draft[]> {
      if (!(await repo.getPage(pageId))) throw pageNotFound();
      return (await repo.listDrafts(pageId)).map(toDraft);
    },

    async getDraft(pageId: number, draftId: number): Promise<Draft> {
      const row = await repo.getDraft(pageId, draftId);
      if (!row) throw notFound("Fant ikke utkastet.");
      return toDraft(row);
    },

    async createDraft(
      pageId: number,
      body: { title?: string | undefined; slug?: string | undefined; data?: PageData | undefined },
    ): Promise<Draft> {
      const page = await repo.getPage(pageId);
      if (!page) throw pageNotFound();
      const row = await repo.insertDraft({
        pageId,
        title: body.title ?? page.title,
        slug: body.slug ?? page.slug,
        data: body.data ?? page.data,
        baseRevision: page.revision,
      });
      return toDraft(row);
    },

    async updateDraft(
      pageId: number,
      draftId: number,
      body: {
        revision: number;
        title?: string | undefined;
        slug?: string | undefined;
        data?: PageData | undefined;
        publish: boolean;
      },
    ): Promise<{ data: Draft; page?: CmsPage }> {
      const current = await repo.getDraft(pageId, draftId);
      if (!current) throw notFound("Fant ikke utkastet.");
      if (current.revision !== body.revision) throw conflict();
      let draft = current;
      const changes = {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.data !== undefined && { data: body.data }),
      };
      if (Object.keys(changes).length > 0) {
        const updated = await repo.updateDraft(pageId, draftId, body.revision, changes);
        if (!updated) throw conflict();
        draft = updated;
      }
      if (!body.publish) return { data: toDraft(draft) };
      const page = await repo.getPage(pageId);
      if (!page) throw pageNotFound();
      const path = await pathFor(page.type as PageType, draft.slug, page.parentId);
      const result = await unique(() => repo.publishDraft(pageId, draftId, draft.revision, () => path));
      if (result.kind === "missing") throw notFound("Fant ikke utkastet.");
      if (result.kind === "conflict") throw conflict();
      return { data: toDraft(result.draft), page: await toPage(result.page, null) };
    },

    async deleteDraft(pageId: number, draftId: number): Promise<{ id: number }> {
      if (!(await repo.deleteDraft(pageId, draftId))) throw notFound("Fant ikke utkastet.");
      return { id: draftId };
    },

    /** The page's earlier published versions, newest first. */
    async listVersions(pageId: number, limit = 50): Promise<PageVersion[]> {
      if (!(await repo.getPage(pageId))) throw pageNotFound();
      return (await repo.listVersions(pageId, limit)).map((row) => ({
        id: row.id,
        pageId: row.pageId,
        revision: row.revision,
        title: row.title,
        slug: row.slug,
        data: row.data,
        createdAt: iso(row.createdAt),
      }));
    },
  };
}
