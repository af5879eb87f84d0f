import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SEED_IMAGES } from "./media.seed.ts";
import { sanitiseSvg } from "./media.svg.ts";
import { activeSvgContent, SVG_ATTACKS } from "./media.test-support.ts";

const limits = { maxElements: 100_000, maxDepth: 200 };
const PROBLEM_OF_CODE: Record<string, string> = {
  UNSAFE_SVG: "unsafe",
  UNREADABLE_SVG: "unreadable",
  FILE_TOO_COMPLEX: "too-complex",
};

describe("the SVG sanitiser", () => {
  for (const attack of SVG_ATTACKS) {
    it(`${attack.name}: ${attack.expect === "stored-clean" ? "stored cleaned" : "refused"}`, () => {
      const result = sanitiseSvg(attack.bytes, limits);
      if (attack.expect === "stored-clean") {
        expect(result.ok).toBe(true);
        if (result.ok) expect(activeSvgContent(result.bytes.toString("utf8"))).toEqual([]);
      } else {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(attack.expect.map((code) => PROBLEM_OF_CODE[code])).toContain(result.problem);
      }
    });
  }

  it("keeps a drawing as drawn: gradients, same-document references, text, raster data, xlink under any prefix", () => {
    const source = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Made in an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 20 20" width="20" height="20">
  <sodipodi:namedview pagecolor="#fff"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d5c"/></linearGradient></defs>
  <g id="a" class="x" style="fill:url(#g); stroke: url( '#g' )" sodipodi:role="line"><rect width="10" height="10"/></g>
  <use l:href="#a" x="10"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <text x="1" y="18" xml:space="preserve">Strøm &amp; &lt;lys&gt; <tspan>på</tspan></text>
  <style><![CDATA[ rect > .x { fill: #fff } ]]></style>
</svg>`;
    const result = sanitiseSvg(Buffer.from(source), limits);
    if (!result.ok) throw new Error(result.detail);
    expect(result.bytes.toString("utf8")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 20 20" width="20" height="20">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d5c"/></linearGradient></defs>' +
        `<g id="a" class="x" style="fill:url(#g); stroke: url( '#g' )"><rect width="10" height="10"/></g>` +
        '<use xlink:href="#a" x="10"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
        '<text x="1" y="18" xml:space="preserve">Strøm &amp; &lt;lys&gt; <tspan>på</tspan></text>' +
        "<style> rect &gt; .x { fill: #fff } </style></svg>",
    );
  });

  it("refuses, never cleans, what is outside the allow-list in any letter case, and says what it was", () => {
    const refusal = (inner: string) => {
      const result = sanitiseSvg(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`),
        limits,
      );
      return result.ok ? "stored" : `${result.problem}: ${result.detail}`;
    };
    expect(refusal("<SCRIPT>alert(1)</SCRIPT>")).toBe("unsafe: <SCRIPT>");
    expect(refusal("<Script>alert(1)</Script>")).toBe("unsafe: <Script>");
    expect(refusal('<rect onLoad="alert(1)"/>')).toBe("unsafe: event handler onLoad");
    expect(refusal('<Rect width="1"/>')).toBe("unsafe: element <Rect>");
    expect(refusal('<rect Width="1"/>')).toBe("unsafe: attribute Width on <rect>");
    expect(refusal('<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:HREF="#a"/>')).toBe(
      "unsafe: attribute xlink:HREF on <use>",
    );
  });

  it("keeps long path data and embedded rasters whole, and checks a style's text as one piece", () => {
    const raster = `data:image/png;base64,${"iVBORw0KGgo".repeat(30_000)}`;
    const path = "M1 1 L2 2 ".repeat(20_000);
    const source = `<svg xmlns="http://www.w3.org/2000/svg"><image href="${raster}"/><path d="${path}"/></svg>`;
    const result = sanitiseSvg(Buffer.from(source), limits);
    expect(result.ok && result.bytes.toString("utf8")).toBe(source);
    const styled = (css: string) =>
      sanitiseSvg(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><style>${css}</style></svg>`), limits);
    expect(styled('@im<!-- split -->port "https://evil.example/x.css";')).toMatchObject({
      problem: "unsafe",
    });
    expect(styled('@im<![CDATA[port "https://evil.example/x.css";]]>')).toMatchObject({ problem: "unsafe" });
    expect(styled("rect { fill: #fff }").ok).toBe(true);
  });

  it("takes the XML declaration only at the start", () => {
    const declared = `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg"/>`;
    expect(sanitiseSvg(Buffer.from(declared), limits).ok).toBe(true);
    const late = `<svg xmlns="http://www.w3.org/2000/svg"><?xml version="1.0"?></svg>`;
    expect(sanitiseSvg(Buffer.from(late), limits)).toMatchObject({ problem: "unsafe" });
    const twoRoots = `<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>`;
    expect(sanitiseSvg(Buffer.from(twoRoots), limits)).toMatchObject({ problem: "unreadable" });
  });

  it("takes every drawing the product ships as it is: the seeded pictures and the site icon", () => {
    const drawings = [
      ...SEED_IMAGES.map((image) => [image.key, image.svg()]),
      ["icon.svg", fs.readFileSync(new URL("../../../../web/public/icon.svg", import.meta.url), "utf8")],
    ];
    for (const [name, drawing] of drawings) {
      const result = sanitiseSvg(Buffer.from(drawing as string), limits);
      expect(result.ok ? "ok" : result.detail, name).toBe("ok");
    }
  });

  it("refuses a file over the element or nesting limit", () => {
    const many = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(101)}</svg>`);
    expect(sanitiseSvg(many, { maxElements: 100, maxDepth: 200 })).toMatchObject({ problem: "too-complex" });
    const deep = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(50)}${"</g>".repeat(50)}</svg>`,
    );
    expect(sanitiseSvg(deep, { maxElements: 1000, maxDepth: 20 })).toMatchObject({ problem: "too-complex" });
    expect(sanitiseSvg(deep, { maxElements: 1000, maxDepth: 60 }).ok).toBe(true);
  });

  it("refuses what is not an SVG document", () => {
    expect(sanitiseSvg(Buffer.from("<html/>"), limits)).toMatchObject({ problem: "unreadable" });
    expect(sanitiseSvg(Buffer.from('<svg xmlns="urn:other"/>'), limits)).toMatchObject({
      problem: "unreadable",
    });
  });

  it("cleans a 3.5 MB drawing in well under a second or two", () => {
    const path = `<path d="${"M10 10 L20 20 C30 30 40 40 50 50 ".repeat(4)}" fill="#0b3d5c" stroke="url(#g)" inkscape:label="x"/>`;
    const body = path.repeat(Math.ceil((3.5 * 1024 * 1024) / path.length));
    const source = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><defs><linearGradient id="g"/></defs><g>${body}</g></svg>`,
    );
    const started = performance.now();
    const result = sanitiseSvg(source, limits);
    const elapsed = performance.now() - started;
    console.info(
      `SVG sanitiser: ${(source.length / 1024 / 1024).toFixed(1)} MB in ${Math.round(elapsed)} ms`,
    );
    expect(result.ok).toBe(true);
    expect(elapsed).toBeLessThan(2500);
  });
});
