import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "../../testing/render";
import { Configurator } from "./configurator";
import { jobWith } from "./configurator-fixtures";

const job = jobWith([
  {
    key: "bilder",
    title: "Bilde av sikringsskapet ditt",
    type: "file_upload",
    required: false,
    maxFiles: 2,
  },
]);

let uploads = 0;
const fetchMock = vi.fn(async (url: string) => {
  if (!String(url).includes("/media/upload-customer-image")) throw new Error(`unexpected ${url}`);
  uploads += 1;
  return Response.json(
    {
      data: {
        id: uploads,
        url: `/media/kunde-${uploads}.png`,
        kind: "image",
        mimeType: "image/png",
        createdAt: "2026-11-23T12:00:00.000Z",
      },
    },
    { status: 201 },
  );
});

beforeEach(() => {
  uploads = 0;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderUpload() {
  renderWithQueries(
    <MemoryRouter>
      <Configurator job={job} />
    </MemoryRouter>,
  );
  return document.querySelector<HTMLInputElement>("input[type=file]") as HTMLInputElement;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

describe("the picture drop zone", () => {
  it("is reached with Tab, takes a file through the real input and shows it with a remove button", async () => {
    const user = userEvent.setup();
    const input = renderUpload();
    expect(screen.getByText(/Dra bilder hit eller/).textContent).toBe("Dra bilder hit eller velg fil");

    await user.tab();
    expect(document.activeElement).toBe(input);
    expect(input.labels?.length).toBe(1);

    await user.upload(input, png("skap.png"));
    const image = await screen.findByRole("img", { name: "Opplastet bilde 1" });
    expect(image.getAttribute("src")).toBe("/media/kunde-1.png");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Fjern bilde 1" }));
    expect(screen.queryByRole("img", { name: "Opplastet bilde 1" })).toBeNull();
  });

  it("takes dropped pictures, ignores what is not a picture, and hides itself when full", async () => {
    renderUpload();
    const zone = document.querySelector(".file-drop-zone__area") as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: {
        files: [png("a.png"), new File(["x"], "notat.txt", { type: "text/plain" }), png("b.png")],
      },
    });
    await screen.findByRole("img", { name: "Opplastet bilde 2" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(document.querySelector("input[type=file]")).toBeNull());
  });
});
