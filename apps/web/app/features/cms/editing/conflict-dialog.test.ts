import type { Module } from "@mt/domain/entities/module";
import { describe, expect, it } from "vitest";
import { conflictSummary } from "./conflict-dialog";

const hero = (heading: string, text: string): Module => ({
  key: "h",
  type: "hero",
  data: { text, heading, align: "left" },
});

describe("conflictSummary", () => {
  it("shows the texts one side has and the other has not", () => {
    expect(conflictSummary(hero("Tittel", "Min tekst"), hero("Tittel", "Deres tekst"))).toBe("Min tekst");
    expect(conflictSummary(hero("A", "B"), null)).toBe("A · B");
    expect(conflictSummary(null, hero("A", "B"))).toBe("Modulen finnes ikke i denne versjonen.");
  });
});
