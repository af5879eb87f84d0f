import type { Draft } from "@mt/contract/cms";
import type { Module } from "@mt/domain/entities/module";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { type DraftApi, DraftSync } from "./draft-sync";
import type { PageContent } from "./page-content";
import type { SaveStatus } from "./page-editor-store";
import { readUnsent } from "./unsent-changes";

const content = (heading: string): PageContent => ({
  modules: [{ key: "h", type: "hero", data: { heading } } as Module],
  seo: { title: "", description: "", keywords: [], image: null },
  background: "#ffffff",
});

const draft = (id: number, revision: number, data: PageContent): Draft => ({
  id,
  pageId: 1,
  title: "Side",
  slug: "side",
  data,
  revision,
  baseRevision: 1,
  createdAt: "",
  updatedAt: "",
});

const apiError = (status: number | null, code: string | null) =>
  new ApiError({ message: "feil", code, status, fieldErrors: {}, validation: false, clearSession: false });

function setup(
  api: Partial<DraftApi>,
  start = { draft: null as { id: number; revision: number } | null, content: content("A") },
) {
  const statuses: SaveStatus[] = [];
  const conflicts: [PageContent, PageContent][] = [];
  const full: DraftApi = {
    listDrafts: vi.fn(async () => []),
    createDraft: vi.fn(async (c) => draft(10, 1, c)),
    updateDraft: vi.fn(async (d, c) => draft(d.id, d.revision + 1, c ?? content("?"))),
    published: vi.fn(async () => content("publisert")),
    ...api,
  };
  const sync = new DraftSync(
    {
      pageId: 1,
      api: full,
      validate: () => null,
      onStatus: (status) => statuses.push(status),
      onConflict: (mine, theirs) => conflicts.push([mine, theirs]),
      debounceMs: 800,
      backoff: () => 1000,
    },
    start,
  );
  return { sync, api: full, statuses, conflicts };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("DraftSync", () => {
  it("creates the draft on the first change after a pause, then patches it with the revision", async () => {
    const { sync, api, statuses } = setup({});
    sync.change(content("B"));
    expect(statuses.at(-1)).toBe("dirty");
    expect(readUnsent(1)?.content).toEqual(content("B"));
    await vi.advanceTimersByTimeAsync(800);
    expect(api.createDraft).toHaveBeenCalledWith(content("B"));
    expect(statuses.at(-1)).toBe("saved");
    expect(readUnsent(1)).toBeNull();
    sync.change(content("C"));
    expect(await sync.save()).toBe(true);
    expect(api.updateDraft).toHaveBeenCalledWith({ id: 10, revision: 1 }, content("C"), false);
  });

  it("keeps retrying after a network failure and keeps the local copy meanwhile", async () => {
    let calls = 0;
    const { sync, statuses } = setup({
      createDraft: async (c) => {
        calls += 1;
        if (calls < 3) throw apiError(null, null);
        return draft(10, 1, c);
      },
    });
    sync.change(content("B"));
    expect(await sync.save()).toBe(false);
    expect(statuses.at(-1)).toBe("retrying");
    expect(readUnsent(1)?.content).toEqual(content("B"));
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(3);
    expect(statuses.at(-1)).toBe("saved");
    expect(readUnsent(1)).toBeNull();
  });

  it("on a revision conflict hands both copies over and saves the choice on their revision", async () => {
    const theirs = content("Deres");
    const updateDraft = vi.fn(async (d: { id: number; revision: number }, c: PageContent | null) => {
      if (d.revision === 1) throw apiError(409, "REVISION_CONFLICT");
      return draft(d.id, d.revision + 1, c ?? theirs);
    });
    const { sync, conflicts, statuses } = setup(
      { updateDraft, listDrafts: async () => [draft(10, 2, theirs)] },
      { draft: { id: 10, revision: 1 }, content: content("A") },
    );
    sync.change(content("Min"));
    expect(await sync.save()).toBe(false);
    expect(statuses.at(-1)).toBe("conflict");
    expect(conflicts).toEqual([[content("Min"), theirs]]);
    expect(readUnsent(1)?.content).toEqual(content("Min"));
    expect(await sync.resolve(content("Min"))).toBe(true);
    expect(updateDraft).toHaveBeenLastCalledWith({ id: 10, revision: 2 }, content("Min"), false);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("publishes after saving what is pending", async () => {
    const { sync, api, statuses } = setup({});
    sync.change(content("B"));
    expect(await sync.publish()).toBe(true);
    expect(api.createDraft).toHaveBeenCalled();
    expect(api.updateDraft).toHaveBeenCalledWith({ id: 10, revision: 1 }, null, true);
    expect(statuses.at(-1)).toBe("published");
  });
});
