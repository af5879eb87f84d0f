import { prepareModulesForRender } from "@mt/domain/cms/module-schemas";
import type { Module } from "@mt/domain/entities/module";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CmsModules } from "./cms-modules";
import { CmsSlotsProvider } from "./cms-slots";
import { menuLinks } from "./menus";

const prepared = (modules: Module[]) => prepareModulesForRender(modules).modules;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("CmsModules", () => {
  it("renders the first hero's heading as h1 with its buttons, and later headings as h2", () => {
    render(
      <CmsModules
        modules={prepared([
          {
            key: "a",
            type: "hero",
            data: {
              heading: "Fast pris",
              buttons: [
                { title: "Se jobber", url: "/nettbutikk/alle", buttonType: "secondary", buttonSize: "small" },
              ],
            },
          },
          { key: "b", type: "call_to_action", data: { heading: "Usikker?" } },
        ])}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Fast pris");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Usikker?");
    const button = screen.getByRole("link", { name: "Se jobber" });
    expect(button.getAttribute("href")).toBe("/nettbutikk/alle");
    expect(button.hasAttribute("data-page")).toBe(true);
    expect(button.className).toContain("ui-button--secondary");
    expect(button.className).toContain("ui-button--small");
  });

  it("renders the post-code module as a plain GET form, or the route's slot in its place", () => {
    const modules = prepared([
      { key: "p", type: "post_code_check", data: { heading: "Sjekk om vi leverer der du bor" } },
    ]);
    render(<CmsModules modules={modules} first={false} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Sjekk om vi leverer der du bor");
    const input = screen.getByLabelText("Postnummer");
    expect(input.closest("form")?.getAttribute("action")).toBe("/nettbutikk/alle");
    expect(screen.getByRole("button", { name: "Se jobber" }).getAttribute("type")).toBe("submit");
    cleanup();
    render(
      <CmsSlotsProvider slots={{ postCodeCheck: ({ buttonText }) => <p>slot: {buttonText}</p> }}>
        <CmsModules modules={modules} first={false} />
      </CmsSlotsProvider>,
    );
    expect(screen.getByText("slot: Se jobber")).toBeTruthy();
    expect(screen.queryByLabelText("Postnummer")).toBeNull();
  });

  it("renders nothing for an unknown module type and logs a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = render(<CmsModules modules={[{ key: "x", type: "karusell", data: {} }]} />);
    expect(container.innerHTML).toBe("");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Unknown module type"), {
      key: "x",
      type: "karusell",
    });
  });

  it("renders rich text with internal page links, external links in a new tab, floated images, and no unsafe hrefs", () => {
    const { container } = render(
      <CmsModules
        modules={[
          {
            key: "r",
            type: "rich_text",
            data: {
              content: [
                {
                  _type: "block",
                  style: "normal",
                  markDefs: [
                    { _type: "link", _key: "i", path: "/personvern" },
                    { _type: "link", _key: "e", href: "https://dsb.no", target: "_blank" },
                    { _type: "link", _key: "x", href: "javascript:alert(1)" },
                  ],
                  children: [
                    { _type: "span", text: "Personvern", marks: ["i"] },
                    { _type: "span", text: " og ", marks: [] },
                    { _type: "span", text: "DSB", marks: ["e"] },
                    { _type: "span", text: "farlig", marks: ["x"] },
                  ],
                },
                { _type: "image", url: "/media/a.jpg", width: 300, float: "left", alt: "Skap" },
              ],
            },
          },
        ]}
      />,
    );
    const internal = screen.getByRole("link", { name: "Personvern" });
    expect(internal.getAttribute("href")).toBe("/personvern");
    expect(internal.hasAttribute("data-page")).toBe(true);
    const external = screen.getByRole("link", { name: /DSB/ });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: "farlig" }).getAttribute("href")).toBe("#");
    const img = screen.getByRole("img", { name: "Skap" });
    expect(img.getAttribute("srcset")).toBe("/media/a.jpg?w=300&dpr=1 1x, /media/a.jpg?w=300&dpr=2 2x");
    expect(container.querySelector(".cms-rich-text__image--left")).not.toBeNull();
  });

  it("renders a module template's nested modules", () => {
    render(
      <CmsModules
        modules={prepared([
          {
            key: "t",
            type: "module_template",
            data: {
              templateId: 1,
              modules: [
                {
                  key: "f",
                  type: "faq",
                  data: { heading: "Spørsmål", items: [{ question: "Hvorfor?", answer: [] }] },
                },
              ],
            },
          },
        ])}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Spørsmål");
    expect(screen.getByText("Hvorfor?").tagName).toBe("SUMMARY");
  });
});

describe("menu links", () => {
  it("gives a menu's links by key, with unsafe urls replaced, and nothing for a missing menu", () => {
    const menus = [
      {
        id: 1,
        key: "footer-menu",
        title: "Bunn",
        items: [
          { type: "page" as const, label: "Om oss", url: "/om-oss", pageId: 1 },
          { type: "url" as const, label: "Ond", url: "javascript:alert(1)" },
        ],
      },
    ];
    expect(menuLinks(menus, "footer-menu")).toEqual([
      { label: "Om oss", href: "/om-oss" },
      { label: "Ond", href: "#" },
    ]);
    expect(menuLinks(menus, "top-menu")).toEqual([]);
    expect(menuLinks(undefined, "top-menu")).toEqual([]);
  });
});
