import { prepareModulesForRender } from "@mt/domain/cms/module-schemas";
import type { Module } from "@mt/domain/entities/module";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CmsModules } from "./cms-modules";
import { EditContext, type EditScope, type FieldEditors } from "./editing/edit-context";
import { TextFieldEditor } from "./editing/fields/text-field-editor";

afterEach(cleanup);

const modules = prepareModulesForRender([
  {
    key: "hero",
    type: "hero",
    data: {
      heading: "Fast pris",
      text: "Alt inkludert",
      buttons: [{ title: "Se jobber", url: "/nettbutikk/alle" }],
    },
  },
  {
    key: "faq",
    type: "faq",
    data: {
      heading: "Spørsmål",
      items: [
        {
          question: "Hva koster det?",
          answer: [{ _type: "block", children: [{ _type: "span", text: "Lite", marks: [] }], markDefs: [] }],
        },
      ],
    },
  },
] as Module[]).modules;

/** Stand-in editors that show which field and value they got. */
const fakeEditors: FieldEditors = {
  Text: ({ value, label, as }) => (
    <span data-editor="text" data-as={as} data-label={label}>
      {value}
    </span>
  ),
  RichText: ({ label }) => <div data-editor="rich-text" data-label={label} />,
  Image: ({ children }) => <div data-editor="image">{children}</div>,
  Buttons: ({ value, children }) => (
    <div data-editor="buttons" data-count={value.length}>
      {children}
    </div>
  ),
  Button: ({ children }) => <div data-editor="button">{children}</div>,
};

describe("editable fields", () => {
  it("render exactly the plain page without an edit scope", () => {
    const html = renderToStaticMarkup(<CmsModules modules={modules} />);
    expect(html).toContain('<h1 class="cms-hero__heading">Fast pris</h1>');
    expect(html).toContain('<p class="cms-hero__lead">Alt inkludert</p>');
    expect(html).toContain('<summary class="cms-faq__question">Hva koster det?</summary>');
    expect(html).not.toContain("data-editor");
    expect(html).not.toContain("contenteditable");
  });

  it("render the scope's editors in edit mode, with the field path of each", () => {
    const change = vi.fn();
    const scope: EditScope = { editors: fakeEditors, change };
    render(
      <EditContext value={scope}>
        <CmsModules modules={modules} />
      </EditContext>,
    );
    expect(document.querySelector('[data-label="Overskrift"][data-as=h1]')?.textContent).toBe("Fast pris");
    // While edited, a question is a paragraph: a summary may hold no control.
    expect(document.querySelector('[data-label="Spørsmål"][data-as=p]')).toBeTruthy();
    expect(document.querySelector("details")).toBeNull();
    expect(document.querySelector('[data-label="Svar"]')).toBeTruthy();
    expect(document.querySelector("[data-editor=buttons]")?.getAttribute("data-count")).toBe("1");
    // The hero has no image: its editor still offers one.
    expect(document.querySelector("[data-editor=image]")).toBeTruthy();
  });

  it("offer only the kinds the scope has: a caseworker's scope edits rich text alone", () => {
    render(
      <EditContext value={{ editors: { RichText: fakeEditors.RichText }, change: vi.fn() }}>
        <CmsModules modules={modules} />
      </EditContext>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Fast pris");
    expect(document.querySelector('[data-label="Svar"]')).toBeTruthy();
    expect(document.querySelectorAll("[data-editor]")).toHaveLength(1);
  });
});

describe("TextFieldEditor", () => {
  it("is the same element, editable, and reports each change with its module and field", () => {
    const change = vi.fn();
    render(
      <EditContext value={{ editors: { Text: TextFieldEditor }, change }}>
        <CmsModules modules={modules} />
      </EditContext>,
    );
    const [heading] = screen.getAllByRole("textbox", { name: "Overskrift" });
    if (!heading) throw new Error("no heading");
    // A heading stays a heading; the textbox is inside it.
    expect(heading.parentElement?.tagName).toBe("H1");
    expect(heading.parentElement?.className).toContain("cms-hero__heading");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Fast pris");
    expect(heading.getAttribute("contenteditable")).toBe("plaintext-only");
    heading.textContent = "Fast pris, alltid";
    fireEvent.input(heading);
    expect(change).toHaveBeenCalledWith("hero", ["heading"], "Fast pris, alltid");

    const question = screen.getByRole("textbox", { name: "Spørsmål" });
    question.textContent = "Hva koster det egentlig?";
    fireEvent.input(question);
    expect(change).toHaveBeenLastCalledWith("faq", ["items", 0, "question"], "Hva koster det egentlig?");
  });

  it("ends a single-line field on Enter", () => {
    render(<TextFieldEditor value="Tittel" onChange={vi.fn()} label="Tittel" as="h2" />);
    const field = screen.getByRole("textbox", { name: "Tittel" });
    field.focus();
    const enter = fireEvent.keyDown(field, { key: "Enter" });
    expect(enter).toBe(false);
    expect(document.activeElement).not.toBe(field);
  });
});
