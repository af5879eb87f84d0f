// @vitest-environment node
import type { RichText as RichTextValue } from "@mt/domain/entities/rich-text";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./portable-text";

const span = (text: string, marks: string[] = []) => ({ _type: "span" as const, text, marks });
const block = (style: string, children: ReturnType<typeof span>[], extra: Record<string, unknown> = {}) => ({
  _type: "block" as const,
  style,
  markDefs: [],
  children,
  ...extra,
});
const item = (listItem: "bullet" | "number", level: number, text: string, style = "normal") =>
  block(style, [span(text)], { listItem, level });

/** A page's worth of what editors write: headings, marks that overlap, links, lists, images. */
const document = [
  block("h1", [span("Tittel")], { _key: "t" }),
  {
    _type: "block",
    _key: "p",
    style: "normal",
    markDefs: [
      { _type: "link", _key: "l1", path: "/personvern" },
      { _type: "link", _key: "l2", href: "https://dsb.no", target: "_blank" },
      { _type: "comment", _key: "c1" },
    ],
    children: [
      { _type: "span", _key: "s1", text: "Fet ", marks: ["strong"] },
      { _type: "span", _key: "s2", text: "og kursiv", marks: ["strong", "em"] },
      { _type: "span", _key: "s3", text: " bare kursiv", marks: ["em"] },
      { _type: "span", _key: "s4", text: " vanlig ", marks: [] },
      { _type: "span", _key: "s5", text: "lenke", marks: ["l1"] },
      { _type: "span", _key: "s6", text: " fet lenke", marks: ["strong", "l1"] },
      { _type: "span", _key: "s7", text: " ekstern", marks: ["l2", "em"] },
      { _type: "span", _key: "s8", text: " kommentar", marks: ["c1"] },
      {
        _type: "span",
        _key: "s9",
        text: "linje en\nlinje to",
        marks: ["underline", "code", "strike-through"],
      },
    ],
  },
  block("h2", [span("Underoverskrift")]),
  block("h3", [span("Tre")]),
  block("h4", [span("Fire")]),
  block("blockquote", [span("Sitat")]),
  block("tittel", [span("Ukjent stil")]),
  block("normal", []),
  block("normal", [span("To "), span("spenn\n"), span("uten merker", ["strong"]), span("", ["strong"])]),
  item("bullet", 1, "en"),
  item("bullet", 2, "en.en"),
  item("number", 3, "dyp"),
  item("bullet", 2, "en.to"),
  item("bullet", 1, "to", "h2"),
  item("bullet", 2, "to.en"),
  item("number", 1, "nummer"),
  { _type: "video", _key: "v", url: "/film.mp4" },
  { _type: "image", _key: "i", url: "/media/a.jpg", width: 300, float: "left", alt: "Skap" },
  {
    _type: "image",
    url: "/media/b.jpg",
    float: "none",
    metadata: { width: 2000, height: 1000 },
    link: { url: "/kontakt", target: "_self" },
  },
  item("number", 1, "etter bilde"),
  item("number", 2, "under"),
  item("bullet", 2, "annen type samme nivå"),
  item("number", 1, "tilbake"),
] as unknown as RichTextValue;

describe("RichText", () => {
  it("renders the markup @portabletext/react rendered for the same content", () => {
    // Captured once from the @portabletext/react renderer this one replaced.
    const expected = [
      "<h2>Tittel</h2>",
      '<p><strong>Fet <em>og kursiv</em></strong><em> bare kursiv</em> vanlig <a href="/personvern" data-page="">lenke<strong> fet lenke</strong></a><a href="https://dsb.no" target="_blank" rel="noopener noreferrer"><em> ekstern</em><span class="visually-hidden"> (åpnes i ny fane)</span></a> kommentar<code><span style="text-decoration:underline"><del>linje en<br/>linje to</del></span></code></p>',
      "<h2>Underoverskrift</h2>",
      "<h3>Tre</h3>",
      "<h4>Fire</h4>",
      "<blockquote>Sitat</blockquote>",
      "<p>Ukjent stil</p>",
      "<p></p>",
      "<p>To <!-- -->spenn<br/><strong>uten merker</strong></p>",
      "<ul><li>en<ul><li>en.en<ol><li>dyp</li></ol></li><li>en.to</li></ul></li><li><h2>to<ul><li>to.en</li></ul></h2></li></ul>",
      "<ol><li>nummer</li></ol>",
      '<figure class="cms-rich-text__image cms-rich-text__image--left" style="max-width:300px"><img src="/media/a.jpg?w=300&amp;dpr=1" srcSet="/media/a.jpg?w=300&amp;dpr=1 1x, /media/a.jpg?w=300&amp;dpr=2 2x" alt="Skap" width="300" loading="lazy" decoding="async"/></figure>',
      '<figure class="cms-rich-text__image cms-rich-text__image--none" style="max-width:1120px"><a href="/kontakt" data-page=""><img src="/media/b.jpg?w=1120&amp;dpr=1" srcSet="/media/b.jpg?w=1120&amp;dpr=1 1x, /media/b.jpg?w=1120&amp;dpr=2 2x" alt="" width="1120" height="560" loading="lazy" decoding="async"/></a></figure>',
      "<ol><li>etter bilde<ol><li>under</li></ol></li></ol>",
      "<ul><li>annen type samme nivå</li></ul>",
      "<ol><li>tilbake</li></ol>",
    ].join("");
    expect(renderToString(<RichText value={document} className="x" />)).toBe(
      `<div class="cms-rich-text x">${expected}</div>`,
    );
  });

  it("renders an empty value as an empty container", () => {
    expect(renderToString(<RichText value={[]} />)).toBe('<div class="cms-rich-text"></div>');
  });
});
