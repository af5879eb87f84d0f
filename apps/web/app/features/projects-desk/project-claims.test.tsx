import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { projectDetail } from "../../testing/fixtures";
import { renderWithApp } from "../../testing/render";
import { ProjectClaims } from "./project-claims";

const { calls, replies } = stubApiForEachTest();
afterEach(cleanup);

const project = projectDetail({ status: "invoiced" });
const answer = (change: object) => ({
  status: 200,
  body: {
    data: {
      deadline: "2025-11-10",
      deadlineText: "Reklamasjonsfrist: 10.11.25",
      withinDeadline: false,
      mayOpen: false,
      mayOverride: true,
      claims: [],
      ...change,
    },
  },
});

function renderSection() {
  renderWithApp(<ProjectClaims project={project} />);
}

describe("claims on the desk's project page", () => {
  it("after the deadline a caseworker must give a reason; the server's field message is shown", async () => {
    const user = userEvent.setup();
    replies[`GET /claim/for-project/${project.uuid}`] = [answer({})];
    renderSection();
    await screen.findByText("Reklamasjonsfrist: 10.11.25");
    expect(screen.getByText("(gått ut)", { exact: false })).toBeTruthy();
    await user.type(screen.getByLabelText("Hva er feil"), "Løs stikkontakt.");
    await user.click(screen.getByRole("button", { name: "Opprett reklamasjon" }));
    expect(screen.getByText("Skriv hvorfor reklamasjonen registreres etter fristen.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    replies["POST /claim"] = [
      {
        status: 409,
        body: {
          code: "CLAIM_DEADLINE_PASSED",
          message:
            "Reklamasjonsfristen gikk ut 10.11.25. Skriv en begrunnelse for å registrere reklamasjonen likevel.",
          errors: { overrideReason: ["Reklamasjonsfristen gikk ut 10.11.25. Skriv en begrunnelse."] },
        },
      },
    ];
    await user.type(
      screen.getByLabelText(/Begrunnelse for å registrere etter fristen/),
      "Meldt muntlig i tide.",
    );
    await user.click(screen.getByRole("button", { name: "Opprett reklamasjon" }));
    await screen.findByText("Reklamasjonsfristen gikk ut 10.11.25. Skriv en begrunnelse.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      project: project.uuid,
      description: "Løs stikkontakt.",
      imageIds: [],
      overrideReason: "Meldt muntlig i tide.",
    });
  });

  it("shows an installer the deadline and the claims, with no form", async () => {
    replies[`GET /claim/for-project/${project.uuid}`] = [
      answer({ withinDeadline: true, mayOverride: false, deadlineText: "Reklamasjonsfrist: 10.11.31" }),
    ];
    renderSection();
    await screen.findByText("Reklamasjonsfrist: 10.11.31");
    expect(screen.getByText("Ingen reklamasjoner på prosjektet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Opprett reklamasjon" })).toBeNull();
  });
});
