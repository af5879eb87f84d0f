import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Section } from "./section";

afterEach(cleanup);

describe("Section", () => {
  it("is a region named by its h2", () => {
    render(
      <Section title="Endringslogg" description="Siste endringer først">
        <p>Innhold</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Endringslogg" });
    expect(region.querySelector("h2")?.textContent).toBe("Endringslogg");
    expect(screen.getByText("Siste endringer først")).toBeTruthy();
  });

  it("takes an h3 inside another section", () => {
    render(
      <Section title="Detaljer" level={3}>
        <p>Innhold</p>
      </Section>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Detaljer" })).toBeTruthy();
  });
});
