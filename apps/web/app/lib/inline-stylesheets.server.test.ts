// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.server";

const built: Record<string, string> = {
  "/assets/root-abc.css": "body{margin:0}",
  "/assets/cms-modules-def.css": ".cms-hero{display:grid}",
};
const stylesheet = (href: string) => built[href.replace(/[?#].*$/, "")];

describe("writing a page's stylesheets into its head", () => {
  it("puts each built stylesheet's text in a style element, with the link kept but disabled after it", () => {
    const head =
      '<head><link nonce="n1" rel="stylesheet" href="/assets/root-abc.css" data-precedence="root"/>' +
      '<link rel="modulepreload" href="/assets/shell.js"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/cms-modules-def.css#"/>';
    expect(inlineStylesheets(head, stylesheet)).toBe(
      '<head><style data-stylesheet="/assets/root-abc.css" nonce="n1">body{margin:0}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/root-abc.css" data-precedence="root" disabled=""/>' +
        '<link rel="modulepreload" href="/assets/shell.js"/>' +
        '<style data-stylesheet="/assets/cms-modules-def.css#" nonce="n1">.cms-hero{display:grid}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/cms-modules-def.css#" disabled=""/>',
    );
  });

  it("leaves links to stylesheets the build does not have, and other links, as they are", () => {
    const head =
      '<link rel="stylesheet" href="https://example.com/x.css"/><link rel="icon" href="/assets/root-abc.css"/>' +
      '<link rel="preload" as="style" href="/assets/root-abc.css"/>';
    expect(inlineStylesheets(head, stylesheet)).toBe(head);
  });

  it("never lets a stylesheet's text close the style element", () => {
    const out = inlineStylesheets(
      '<link rel="stylesheet" href="/x.css"/>',
      () => 'a::after{content:"</style><b>"}',
    );
    expect(out).toBe(
      '<style data-stylesheet="/x.css">a::after{content:"<\\/style><b>"}</style><link rel="stylesheet" href="/x.css" disabled=""/>',
    );
  });
});
