import { afterEach, describe, expect, it } from "vitest";
import type { PageContent } from "./page-content";
import { clearUnsent, readUnsent, writeUnsent } from "./unsent-changes";

const content: PageContent = {
  modules: [{ key: "a", type: "hero", data: { heading: "Hei" } }],
  seo: { title: "", description: "", keywords: [], image: null },
  background: "#ffffff",
};

afterEach(() => localStorage.clear());

describe("unsent changes", () => {
  it("keeps the changes per page until cleared", () => {
    writeUnsent(1, content, 7, new Date("2026-01-01T10:00:00Z"));
    expect(readUnsent(1)).toEqual({ content, draftId: 7, savedAt: "2026-01-01T10:00:00.000Z" });
    expect(readUnsent(2)).toBeNull();
    clearUnsent(1);
    expect(readUnsent(1)).toBeNull();
  });

  it("ignores what it cannot read", () => {
    localStorage.setItem("cms-unsent:3", "{not json");
    expect(readUnsent(3)).toBeNull();
    localStorage.setItem("cms-unsent:4", JSON.stringify({ content: {} }));
    expect(readUnsent(4)).toBeNull();
  });
});
