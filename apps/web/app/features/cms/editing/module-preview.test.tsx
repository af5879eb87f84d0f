import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../../testing/api-stub";
import { renderWithApp } from "../../../testing/render";
import { ModulePreview } from "./module-preview";

const api = stubApiForEachTest({ repeatLast: true });
afterEach(cleanup);

const module = {
  key: "m1",
  type: "call_to_action",
  data: { heading: "Ring oss", text: "", background: "brand" },
};

describe("the module preview", () => {
  it("shows the module as the server renders it, sent with the changed data", async () => {
    api.reply("POST /page/render-module", {
      status: 200,
      body: { data: { key: "m1", html: '<section class="cms-module"><h2>Ring oss</h2></section>' } },
    });
    renderWithApp(<ModulePreview module={module} />);
    expect(await screen.findByText("Ring oss", {}, { timeout: 2000 })).toBeTruthy();
    expect(api.calls.find((call) => call.path === "/page/render-module")?.body).toEqual(module);
  });

  it("says so when the renderer is unavailable", async () => {
    api.reply("POST /page/render-module", {
      status: 503,
      body: { message: "Visningen av moduler er ikke tilgjengelig.", code: "RENDERER_UNAVAILABLE" },
    });
    renderWithApp(<ModulePreview module={module} />);
    expect(
      await screen.findByText("Forhåndsvisningen er ikke tilgjengelig akkurat nå.", {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
