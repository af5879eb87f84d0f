import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONTRACTOR_UUID,
  contractorFixture,
  previewFixture,
  stubApi,
} from "../features/partners/partners.test-support";
import { renderWithApp } from "../testing/render";
import { CoverageEditor, placesText } from "./coverage-editor";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREVIEW = `GET /contractor/${CONTRACTOR_UUID}/post-codes`;

function renderEditor(onSave = vi.fn()) {
  const company = contractorFixture();
  renderWithApp(
    <CoverageEditor
      contractorUuid={CONTRACTOR_UUID}
      settings={company}
      savedAt={company.updatedAt}
      onSave={onSave}
      busy={false}
    />,
  );
  return onSave;
}

describe("the coverage editor", () => {
  it("previews today's settings: the count per work type, and no change", async () => {
    const api = stubApi();
    api.reply(PREVIEW, { status: 200, body: { data: previewFixture() } });
    renderEditor();
    const preview = screen.getByRole("region", { name: "Forhåndsvisning av dekningen" });
    expect(await within(preview).findByText("Dekker 420 postnumre rundt 0150 Oslo")).toBeTruthy();
    expect(within(preview).getByText("Solceller: 420 postnumre")).toBeTruthy();
    expect(within(preview).getByText("Samme dekning som i dag.")).toBeTruthy();
    expect(api.calls[0]?.path).toBe(
      `/contractor/${CONTRACTOR_UUID}/post-codes?post_code=0150&radius=30&work_types=ELECTRICIAN%2CSOLAR%3A80`,
    );
  });

  it("asks again once typing stops, and shows what falls away and the projects and carts it touches", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    api.reply(PREVIEW, { status: 200, body: { data: previewFixture() } });
    renderEditor();
    await screen.findByText("Samme dekning som i dag.");
    api.reply(PREVIEW, {
      status: 200,
      body: {
        data: previewFixture({
          counts: { ...previewFixture().counts, total: 12 },
          dropped: [
            { code: "1337", place: "Sandvika", workTypes: ["ELECTRICIAN"] },
            { code: "1338", place: "Sandvika", workTypes: ["ELECTRICIAN"] },
            { code: "1400", place: "Ski", workTypes: ["ELECTRICIAN", "SOLAR"] },
          ],
          affected: {
            openCarts: 2,
            futureProjects: [
              {
                uuid: "0e6a1f8c-2d4b-4e7a-8c1d-5f6a7b8c9d0e",
                number: 100123,
                address: "Storgata 1",
                postCode: "1337",
                place: "Sandvika",
                startsAt: "2026-12-03T07:00:00.000Z",
              },
            ],
          },
        }),
      },
    });
    const radius = screen.getByLabelText("Radius (km)");
    await user.clear(radius);
    await user.type(radius, "5");
    const preview = screen.getByRole("region", { name: "Forhåndsvisning av dekningen" });
    expect(await within(preview).findByText("Faller bort: 3 postnumre")).toBeTruthy();
    // One request for the settled value, none for each keystroke in between.
    const asked = api.calls.filter((c) => c.path.includes("post-codes")).map((c) => c.path);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain("radius=5&");
    expect(within(preview).getByText("Sandvika, Ski")).toBeTruthy();
    expect(within(preview).getByText("2 åpne handlekurver de siste 30 dagene.")).toBeTruthy();
    expect(within(preview).getByRole("link", { name: "Prosjekt 100123" }).getAttribute("href")).toBe(
      "/prosjekter/100123",
    );
    expect(within(preview).getByText(/Storgata 1, 1337 Sandvika – 03\.12\.26 • kl\. 08:00/)).toBeTruthy();
  });

  it("says what is wrong instead of previewing, and saves nothing until it is right", async () => {
    const user = userEvent.setup();
    const api = stubApi();
    api.reply(PREVIEW, { status: 200, body: { data: previewFixture() } });
    const onSave = renderEditor();
    await screen.findByText("Samme dekning som i dag.");
    const code = screen.getByLabelText("Basepostnummer");
    await user.clear(code);
    await user.type(code, "12");
    await user.click(screen.getByRole("checkbox", { name: "Elektriker" }));
    await user.click(screen.getByRole("checkbox", { name: "Solceller" }));
    expect(screen.getByText("Rett opp feltene for å se hva endringen dekker.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Lagre dekning" }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText("Oppgi et postnummer med fire sifre")).toBeTruthy();
    expect(screen.getByText("Velg minst én arbeidstype")).toBeTruthy();
    expect(code.getAttribute("aria-invalid")).toBe("true");

    await user.type(code, "34");
    await user.click(screen.getByRole("checkbox", { name: "Varmepumpe" }));
    await user.type(screen.getByLabelText(/Utvidet radius for varmepumpe/), "45,5");
    await user.click(screen.getByRole("button", { name: "Lagre dekning" }));
    expect(onSave).toHaveBeenCalledWith({
      basePostCode: "1234",
      radiusKm: 30,
      workTypes: [{ workType: "HEAT_PUMP", extendedRadiusKm: 45.5 }],
    });
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toContain("post_code=1234&radius=30&work_types=HEAT_PUMP%3A45.5"),
    );
  });

  it("names each place once and counts the rest", () => {
    const list = Array.from({ length: 15 }, (_, i) => ({ place: `Sted ${i}` }));
    expect(placesText([{ place: "Oslo" }, { place: "Oslo" }, { place: "Ski" }])).toBe("Oslo, Ski");
    expect(placesText(list)).toMatch(/Sted 11 og 3 steder til$/);
  });
});
