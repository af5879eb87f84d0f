import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Card } from "./card";

afterEach(cleanup);

describe("Card", () => {
  it("shows its title as an h3, its content and its footer", () => {
    render(
      <Card title="Elbillader" footer={<a href="/x">Åpne</a>}>
        <p>Montert</p>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Elbillader" })).toBeTruthy();
    expect(screen.getByText("Montert")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Åpne" })).toBeTruthy();
  });

  it("has no heading without a title", () => {
    render(<Card>Bare tekst</Card>);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
