import { describe, expect, it } from "vitest";
import { projectKindLabels, projectTitle } from "./project-labels";

const line = (title: string) => ({ title }) as never;

describe("project labels", () => {
  it("reads kinds in Norwegian", () => {
    expect(projectKindLabels.INSPECTION).toBe("Befaring");
  });

  it("names a project after its first line", () => {
    expect(projectTitle({ number: 1, lineItems: [line("Elbillader")] })).toBe("Elbillader");
    expect(projectTitle({ number: 1, lineItems: [line("Elbillader"), line("Varmepumpe")] })).toBe(
      "Elbillader + 1 til",
    );
    expect(projectTitle({ number: 7, lineItems: [] })).toBe("Prosjekt 7");
  });
});
