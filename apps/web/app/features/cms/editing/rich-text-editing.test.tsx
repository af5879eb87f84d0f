import type { Module } from "@mt/domain/entities/module";
import type { RichText } from "@mt/domain/entities/rich-text";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CmsPageWithRevision } from "../cms-api";
import { CmsModules } from "../cms-modules";
import { useEditModeStore } from "./edit-mode-store";
import RichTextEditing from "./rich-text-editing";

const paragraph = (text: string): RichText => [
  { _type: "block", children: [{ _type: "span", text, marks: [] }], markDefs: [], style: "normal" },
];

// A plain textarea stands in for the Portable Text editor; it reports rich text like the real one.
vi.mock("./fields/rich-text-field-editor", () => ({
  RichTextFieldEditor: ({
    value,
    onChange,
    label,
  }: {
    value: RichText;
    onChange(v: RichText): void;
    label: string;
  }) => (
    <textarea
      aria-label={label}
      defaultValue={value
        .map((b) => (b._type === "block" ? b.children.map((c) => c.text).join("") : ""))
        .join("\n")}
      onChange={(event) => onChange(paragraph(event.target.value))}
    />
  ),
}));

const latest = vi.hoisted(() => ({ page: null as unknown }));
vi.mock("../cms-api", () => ({ loadCmsPageById: vi.fn(async () => latest.page) }));

const modules: Module[] = [
  {
    key: "hero",
    type: "hero",
    data: { heading: "Om oss", text: "", buttons: [], align: "left", image: null },
  },
  { key: "rt", type: "rich_text", data: { content: paragraph("Hvem vi er") } },
];
const page = { id: 6, revision: 3, modules } as unknown as CmsPageWithRevision;

const fetchMock = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("fetch", fetchMock);
  useEditModeStore.setState({ editMode: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStorage.clear();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderEditing() {
  render(<RichTextEditing page={page} render={(list) => <CmsModules modules={list} />} />);
}

describe("rich-text editing for customer service and caseworkers", () => {
  it("switches rich text to its editor with 'Rediger tekst', and leaves the other fields plain", () => {
    renderEditing();
    const toggle = screen.getByRole("button", { name: "Rediger tekst" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(screen.queryByRole("textbox", { name: "Tekst" })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Tekst" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Om oss");
  });

  it("saves a change after a pause, with the revision, then the next with the new revision", async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      return answer(200, { data: { ...serverPage, revision: body.revision + 1 } });
    });
    useEditModeStore.setState({ editMode: true });
    renderEditing();
    const editor = screen.getByRole("textbox", { name: "Tekst" });
    fireEvent.change(editor, { target: { value: "Hvem vi er, og hva vi gjør" } });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/page/6/rich-text");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({
      revision: 3,
      moduleKey: "rt",
      field: ["content"],
      content: paragraph("Hvem vi er, og hva vi gjør"),
    });
    expect(document.querySelector(".cms-rich-text-editing__status")?.textContent).toBe("Lagret");
    fireEvent.change(editor, { target: { value: "Mer" } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)).revision).toBe(4);
  });

  it("on a conflict shows the latest text and keeps the user's own to copy", async () => {
    fetchMock.mockResolvedValue(
      answer(409, { message: "Siden er endret av noen andre.", code: "REVISION_CONFLICT", errors: {} }),
    );
    latest.page = {
      ...page,
      revision: 5,
      modules: [modules[0], { ...modules[1], data: { content: paragraph("Deres tekst") } }],
    };
    useEditModeStore.setState({ editMode: true });
    renderEditing();
    fireEvent.change(screen.getByRole("textbox", { name: "Tekst" }), { target: { value: "Min tekst" } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("alert").textContent).toContain("Noen andre lagret siden mens du skrev");
    expect((screen.getByRole("textbox", { name: "Teksten du skrev" }) as HTMLTextAreaElement).value).toBe(
      "Min tekst",
    );
    expect((screen.getByRole("textbox", { name: "Tekst" }) as HTMLTextAreaElement).value).toBe("Deres tekst");
  });

  it("keeps a change through a network failure and sends it again", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValue(answer(200, { data: { ...serverPage, revision: 4 } }));
    useEditModeStore.setState({ editMode: true });
    renderEditing();
    fireEvent.change(screen.getByRole("textbox", { name: "Tekst" }), { target: { value: "Uten nett" } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText("Ikke lagret ennå – prøver igjen")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)).content).toEqual(
      paragraph("Uten nett"),
    );
    expect(document.querySelector(".cms-rich-text-editing__status")?.textContent).toBe("Lagret");
  });
});

const serverPage = {
  uuid: "00000000-0000-4000-8000-000000000006",
  type: "page",
  id: 6,
  parentId: null,
  draftId: null,
  published: true,
  title: "Om oss",
  slug: "om-oss",
  path: "/om-oss",
  data: { modules, seo: { title: "", description: "", keywords: [], image: null }, background: "#ffffff" },
  createdAt: null,
  updatedAt: null,
  revision: 4,
};
