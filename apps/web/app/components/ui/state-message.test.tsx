import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StateMessage } from "./state-message";

afterEach(cleanup);

describe("StateMessage", () => {
  it("empty: a heading, what to do and an action, with no live role", () => {
    const { container } = render(
      <StateMessage kind="empty" title="Ingen kunder ennå" action={<a href="/kunder">Vis alle</a>}>
        <p>Kundene kommer hit når de bestiller.</p>
      </StateMessage>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Ingen kunder ennå" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vis alle" })).toBeTruthy();
    expect(container.firstElementChild?.getAttribute("role")).toBeNull();
  });

  it("loading: a polite status with a spinner and no heading", () => {
    render(<StateMessage kind="loading" title="Henter prosjekter …" />);
    const status = screen.getByRole("status");
    expect(status.textContent?.trim()).toBe("Henter prosjekter …");
    expect(status.querySelector(".ui-spinner")).not.toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("error: an alert", () => {
    render(<StateMessage kind="error" title="Kunne ikke hente listen" level={3} />);
    expect(screen.getByRole("alert").querySelector("h3")?.textContent).toBe("Kunne ikke hente listen");
  });
});
