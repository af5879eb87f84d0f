import type { TemplateUsage } from "@mt/contract/cms";
import { describe, expect, it } from "vitest";
import { usageSummary } from "./template-usage";

const use = (pageId: number, syncMode: TemplateUsage["syncMode"]): TemplateUsage => ({
  pageId,
  title: `Side ${pageId}`,
  path: `/side-${pageId}`,
  type: "page",
  syncMode,
  in: "page",
});

describe("what a template change affects", () => {
  it("counts the pages with a synced placement, once each, and never the manual copies", () => {
    expect(usageSummary([use(1, "Synced"), use(1, "Manual"), use(2, "Synced"), use(3, "Manual")])).toBe(
      "Endringen vises på 2 sider med synkronisert mal. Manuelle kopier endres ikke.",
    );
    expect(usageSummary([use(1, "Synced")])).toBe(
      "Endringen vises på 1 side med synkronisert mal. Manuelle kopier endres ikke.",
    );
    expect(usageSummary([use(1, "Manual")])).toBe(
      "Endringen vises på 0 sider med synkronisert mal. Manuelle kopier endres ikke.",
    );
  });
});
