import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageHeader } from "./page-header";

afterEach(cleanup);

describe("PageHeader", () => {
  it("is the page's h1 with its lead and actions", () => {
    render(
      <PageHeader title="Kunder" lead="Alle som har bestilt" actions={<button type="button">Ny</button>} />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kunder");
    expect(screen.getByText("Alle som har bestilt").className).toBe("ui-page-header__lead");
    expect(screen.getByRole("button", { name: "Ny" })).toBeTruthy();
  });

  it("leaves out the lead and the actions when there are none", () => {
    const { container } = render(<PageHeader title="Brukere" />);
    expect(container.querySelector(".ui-page-header__lead")).toBeNull();
    expect(container.querySelector(".ui-page-header__actions")).toBeNull();
  });
});
