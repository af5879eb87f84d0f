import type { Module } from "@mt/domain/entities/module";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CmsSlotsProvider } from "../cms-slots";
import { ModulesEditor } from "./modules-editor";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const start: Module[] = [
  { key: "a", type: "hero", data: { heading: "Fast pris", text: "", buttons: [], align: "left" } },
  {
    key: "b",
    type: "call_to_action",
    data: { heading: "Usikker?", text: "", button: null, background: "brand" },
  },
];

function Harness({ onChange, initial = start }: { onChange(modules: Module[]): void; initial?: Module[] }) {
  const [modules, setModules] = useState(initial);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <CmsSlotsProvider slots={{}}>
        <ModulesEditor
          modules={modules}
          label="Modulene på siden"
          onChange={(next) => {
            setModules(next);
            onChange(next);
          }}
        />
      </CmsSlotsProvider>
    </QueryClientProvider>
  );
}

const lastModules = (onChange: ReturnType<typeof vi.fn>) => (onChange.mock.lastCall?.[0] ?? []) as Module[];

const toolbar = (name: string) => within(screen.getByRole("toolbar", { name }));

describe("ModulesEditor", () => {
  it("moves, duplicates and removes modules (after a confirmation)", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(toolbar("1. modul: Toppbanner").getByRole("button", { name: "Flytt opp" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(toolbar("1. modul: Toppbanner").getByRole("button", { name: "Flytt ned" }));
    expect(lastModules(onChange).map((m) => m.key)).toEqual(["b", "a"]);

    fireEvent.click(toolbar("1. modul: Oppfordring").getByRole("button", { name: "Dupliser" }));
    const duplicated = lastModules(onChange);
    expect(duplicated.map((m) => m.type)).toEqual(["call_to_action", "call_to_action", "hero"]);
    expect(duplicated[1]?.key).not.toBe("b");

    fireEvent.click(toolbar("2. modul: Oppfordring").getByRole("button", { name: "Fjern" }));
    const dialog = screen.getByRole("dialog", { name: "Fjerne modulen?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fjern modulen" }));
    expect(lastModules(onChange).map((m) => m.key)).toEqual(["b", "a"]);
  });

  it("changes a module's settings through its dialog, checked by the module's schema", () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(toolbar("1. modul: Toppbanner").getByRole("button", { name: "Innstillinger" }));
    const dialog = within(screen.getByRole("dialog", { name: "Innstillinger: Toppbanner" }));
    fireEvent.change(dialog.getByLabelText("Overskrift"), { target: { value: "Ny overskrift" } });
    fireEvent.change(dialog.getByLabelText("Justering"), { target: { value: "center" } });
    fireEvent.click(dialog.getByLabelText("Sand"));
    fireEvent.submit(dialog.getByRole("button", { name: "Bruk" }));
    return vi.waitFor(() => {
      expect(lastModules(onChange)[0]?.data).toMatchObject({
        heading: "Ny overskrift",
        align: "center",
        background: "sand",
      });
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ny overskrift");
    });
  });

  it("adds a module of a registry type at the end", () => {
    const onChange = vi.fn();
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ data: [] })));
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Legg til modul til slutt" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Legg til modul" })).getByRole("button", {
        name: "Spørsmål og svar",
      }),
    );
    const added = lastModules(onChange);
    expect(added.map((m) => m.type)).toEqual(["hero", "call_to_action", "faq"]);
  });

  it("turns a synced module template into a manual copy with new keys", () => {
    const onChange = vi.fn();
    const synced: Module = {
      key: "t",
      type: "module_template",
      data: {
        templateId: 3,
        syncMode: "Synced",
        modules: [{ key: "n", type: "call_to_action", data: { heading: "Mal" } }],
      },
    };
    render(<Harness onChange={onChange} initial={[synced]} />);
    fireEvent.click(
      toolbar("1. modul: Modulmal (synkronisert)").getByRole("button", { name: "Innstillinger" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Gjør til manuell kopi" }));
    const [placed] = lastModules(onChange);
    expect(placed?.data).toMatchObject({
      templateId: 3,
      syncMode: "Manual",
      modules: [{ type: "call_to_action" }],
    });
    expect((placed?.data.modules as Module[] | undefined)?.[0]?.key).not.toBe("n");
  });
});
