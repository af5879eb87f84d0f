import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../../lib/queries";
import { CmsButtons } from "../../cms-button";
import { ButtonFieldEditor, ButtonsFieldEditor } from "./buttons-field-editor";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const linkSearchAnswer = {
  data: [
    { kind: "page", id: 7, type: "page", title: "Om oss", slug: "om-oss", path: "/om-oss", url: "/om-oss" },
  ],
};

function setup(
  buttons = [
    {
      title: "Se jobber",
      url: "/nettbutikk/alle",
      target: "_self" as const,
      buttonType: "primary" as const,
      buttonSize: "default" as const,
    },
  ],
) {
  const onChange = vi.fn();
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(linkSearchAnswer), { headers: { "content-type": "application/json" } }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ButtonsFieldEditor value={buttons} onChange={onChange} label="Knapper" max={2}>
        <CmsButtons buttons={buttons} />
      </ButtonsFieldEditor>
    </QueryClientProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe("ButtonsFieldEditor", () => {
  it("edits title, type and size in a dialog, keeping the link", async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole("button", { name: "Rediger «Se jobber»" }));
    const dialog = screen.getByRole("dialog", { name: "Rediger knapp" });
    const title = within(dialog).getByLabelText("Tekst på knappen");
    expect(document.activeElement).toBe(title);
    await user.clear(title);
    await user.type(title, "Finn jobb");
    await user.selectOptions(within(dialog).getByLabelText("Type"), "secondary");
    await user.selectOptions(within(dialog).getByLabelText("Størrelse"), "small");
    await user.click(within(dialog).getByRole("button", { name: "Bruk" }));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({
        title: "Finn jobb",
        url: "/nettbutikk/alle",
        type: "url",
        buttonType: "secondary",
        buttonSize: "small",
        target: "_self",
      }),
    ]);
  });

  it("adds a button linking to a page found by link search, opening in a new tab", async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole("button", { name: "+ Legg til knapp" }));
    const dialog = screen.getByRole("dialog", { name: "Ny knapp" });
    await user.type(within(dialog).getByLabelText("Tekst på knappen"), "Om oss");
    await user.click(within(dialog).getByRole("button", { name: "Bruk" }));
    expect(within(dialog).getByText("Velg en side eller skriv en nettadresse.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Søk etter side"), "om");
    await user.click(await within(dialog).findByRole("button", { name: /Om oss/ }));
    await user.click(within(dialog).getByLabelText("Åpne i ny fane"));
    await user.click(within(dialog).getByRole("button", { name: "Bruk" }));
    expect(onChange).toHaveBeenCalledWith([
      expect.objectContaining({ title: "Se jobber" }),
      expect.objectContaining({
        title: "Om oss",
        id: 7,
        path: "/om-oss",
        slug: "om-oss",
        type: "page",
        target: "_blank",
      }),
    ]);
  });

  it("refuses an unsafe address and removes buttons", async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole("button", { name: "+ Legg til knapp" }));
    const dialog = screen.getByRole("dialog", { name: "Ny knapp" });
    await user.type(within(dialog).getByLabelText("Tekst på knappen"), "Farlig");
    await user.click(within(dialog).getByLabelText("Nettadresse"));
    await user.type(within(dialog).getByRole("textbox", { name: /Nettadresse/ }), "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Bruk" }));
    expect(within(dialog).getByText("Lenken er ikke tillatt")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Fjern knappen «Se jobber»" }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});

describe("ButtonFieldEditor", () => {
  const link = {
    title: "Se jobber",
    url: "/nettbutikk/alle",
    target: "_self" as const,
    buttonType: "primary" as const,
    buttonSize: "default" as const,
  };

  it("removes an optional link, and offers no removal of a required one", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <QueryClientProvider client={createQueryClient()}>
        <ButtonFieldEditor value={link} onChange={onChange} label="Lenke">
          <span>Se jobber →</span>
        </ButtonFieldEditor>
      </QueryClientProvider>,
    );
    screen.getByRole("button", { name: "Fjern lenke" }).click();
    expect(onChange).toHaveBeenCalledWith(null);
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <ButtonFieldEditor value={link} onChange={onChange} label="Lenke" required>
          <span>Se jobber →</span>
        </ButtonFieldEditor>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("button", { name: "Fjern lenke" })).toBeNull();
    expect(screen.getByRole("button", { name: "Rediger lenke" })).toBeTruthy();
  });
});
