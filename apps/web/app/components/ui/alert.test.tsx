import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Alert, type AlertType } from "./alert";

afterEach(cleanup);

describe("Alert", () => {
  it.each<[AlertType, string]>([
    ["info", "status"],
    ["success", "status"],
    ["warning", "alert"],
    ["error", "alert"],
  ])("a %s alert has role %s", (type, role) => {
    render(<Alert type={type}>Melding</Alert>);
    const alert = screen.getByRole(role);
    expect(alert.textContent).toBe("Melding");
    expect(alert.classList.contains(`ui-alert--${type}`)).toBe(true);
  });

  it("is an info alert when no type is given", () => {
    render(<Alert>Til informasjon</Alert>);
    expect(screen.getByRole("status").classList.contains("ui-alert--info")).toBe(true);
  });

  it("shows an optional title before the text", () => {
    render(
      <Alert type="error" title="Noe gikk galt">
        Prøv igjen senere.
      </Alert>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Noe gikk galtPrøv igjen senere.");
  });
});
