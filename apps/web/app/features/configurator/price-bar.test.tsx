import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithQueries } from "../../testing/render";
import { Configurator } from "./configurator";
import { jobWith } from "./configurator-fixtures";
import { PRICE_ANNOUNCE_DELAY_MS } from "./price-announcement";

const job = jobWith([
  {
    key: "skap",
    title: "Hvor mange kurser trenger du?",
    type: "radio",
    required: true,
    options: [
      { key: "tolv", label: "12 kurser", priceOre: 0, minutes: 0, materials: [] },
      { key: "tjuefire", label: "24 kurser", priceOre: 122_400, minutes: 30, materials: [] },
    ],
  },
]);

afterEach(cleanup);

describe("the price bar", () => {
  it("shows the live price as the answers change it, links to the price box, and reads it out once settled", async () => {
    const user = userEvent.setup();
    renderWithQueries(
      <MemoryRouter>
        <Configurator job={job} />
      </MemoryRouter>,
    );
    const total = screen.getByTestId("price-bar-total");
    const announcement = screen.getByTestId("price-announcement");
    // Before the required choice: the least the job can cost, as "fra".
    expect(total.textContent).toBe("fra kr\u00a05\u00a0000");
    expect(screen.getByTestId("live-price").textContent).toBe("fra kr\u00a05\u00a0000");
    expect(screen.getByText("Laveste pris med valgene så langt, inkl. mva.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Til bestilling" }).getAttribute("href")).toBe("#oppsummering");
    expect(document.getElementById("oppsummering")?.textContent).toContain("Legg i handlekurven");

    await user.click(screen.getByLabelText(/24 kurser/));
    expect(total.textContent).toBe("kr\u00a06\u00a0224");
    expect(screen.getByTestId("live-price").textContent).toBe("kr\u00a06\u00a0224");
    expect(screen.getByText(/^Fast pris inkl\. mva\./)).toBeTruthy();
    // Not at once (a row of quick clicks is read once), but when the price has settled.
    expect(announcement.getAttribute("aria-live")).toBe("polite");
    expect(announcement.textContent).toBe("Din pris fra kr\u00a05\u00a0000");
    await waitFor(() => expect(announcement.textContent).toBe("Din pris kr\u00a06\u00a0224"), {
      timeout: PRICE_ANNOUNCE_DELAY_MS * 3,
    });
    // The one live region: the visible prices are not read out a second time.
    expect(document.querySelectorAll("[aria-live]")).toHaveLength(1);
  });
});
