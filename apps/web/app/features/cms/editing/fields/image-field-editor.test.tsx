import type { CmsImage } from "@mt/domain/cms/cms-image";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../../lib/queries";
import { ImageFieldEditor } from "./image-field-editor";

vi.mock("../../../../lib/session-user", () => ({ useSessionUser: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const library = {
  data: [
    {
      id: 12,
      kind: "image",
      mimeType: "image/jpeg",
      url: "/media/2026/11/sol.jpg",
      title: "Solcellepanel",
      alt: "Panel på taket",
      category: "picture",
      hotspot: { x: 0.3, y: 0.4, width: 0, height: 0 },
      metadata: { width: 800, height: 600 },
      hidden: false,
      createdAt: "2026-11-26T07:00:00.000Z",
    },
  ],
  meta: { page: 1, perPage: 48, total: 1, lastPage: 1 },
};

function Harness({
  initial,
  required = false,
  onChange,
}: {
  initial: CmsImage | null;
  required?: boolean;
  onChange(v: CmsImage | null): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <ImageFieldEditor
        value={value}
        label="Bilde"
        required={required}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      >
        {value && <img src={value.url} alt={value.alt} />}
      </ImageFieldEditor>
    </QueryClientProvider>
  );
}

describe("ImageFieldEditor", () => {
  it("chooses an image from the library with its alt text and focal point", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify(library), { headers: { "content-type": "application/json" } }),
      ),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={null} onChange={onChange} />);
    expect(screen.getByText("Ingen bilde")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Legg til bilde" }));
    const picker = screen.getByRole("dialog", { name: "Velg bilde" });
    // Uploading is for global admins only.
    expect(within(picker).queryByText("Last opp bilder")).toBeNull();
    await user.click(await within(picker).findByRole("button", { name: /^Velg\s*Solcellepanel/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      id: 12,
      url: "/media/2026/11/sol.jpg",
      alt: "Panel på taket",
      hotspot: { x: 0.3, y: 0.4, width: 0, height: 0 },
      metadata: { width: 800, height: 600 },
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("edits alt text and focal point in place, and removes an optional image", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={{ url: "/media/a.jpg", alt: "" }} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Alternativ tekst og fokuspunkt" }));
    const dialog = screen.getByRole("dialog", { name: "Bildet på siden" });
    await user.type(within(dialog).getByLabelText("Alternativ tekst"), "Hus");
    expect(onChange).toHaveBeenLastCalledWith({ url: "/media/a.jpg", alt: "Hus" });
    fireEvent.keyDown(within(dialog).getByRole("slider", { name: "Fokuspunkt" }), { key: "ArrowLeft" });
    expect(onChange).toHaveBeenLastCalledWith({
      url: "/media/a.jpg",
      alt: "Hus",
      hotspot: { x: 0.45, y: 0.5, width: 0, height: 0 },
    });
    await user.click(within(dialog).getByRole("button", { name: "Ferdig" }));
    await user.click(screen.getByRole("button", { name: "Fjern bilde" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("offers no removal of a required image", () => {
    render(<Harness initial={{ url: "/media/a.jpg", alt: "" }} required onChange={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Fjern bilde" })).toBeNull();
    expect(screen.getByRole("button", { name: "Endre bilde" })).toBeTruthy();
  });
});
