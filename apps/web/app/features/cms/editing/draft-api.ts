import { createDraft, getPage, listDrafts, updateDraft } from "@mt/contract/cms";
import { browserFetch, callApi } from "../../../lib/api";
import type { DraftApi } from "./draft-sync";

/** The draft calls of one page, through the browser's API layer. */
export function draftApi(pageId: number): DraftApi {
  return {
    listDrafts: async () => (await callApi(browserFetch, listDrafts, { params: { pageId } })).data,
    createDraft: async (content) =>
      (await callApi(browserFetch, createDraft, { params: { pageId }, body: { data: content } })).data,
    updateDraft: async (draft, content, publish) =>
      (
        await callApi(browserFetch, updateDraft, {
          params: { pageId, draftId: draft.id },
          body: { revision: draft.revision, ...(content && { data: content }), publish },
        })
      ).data,
    published: async () => {
      const { data } = (await callApi(browserFetch, getPage, { params: { id: pageId } })).data;
      return { modules: data.modules, seo: data.seo, background: data.background };
    },
  };
}
