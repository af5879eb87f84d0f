import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containsLink, neutraliseLinks, withoutTypedLinks } from "./links.ts";

// What an SMS app or mail client needs to make a link, checked independently of the function: a dot
// (or look-alike) between a letter or digit and two letters, a scheme's "://", four dotted numbers, or
// "www." followed by anything.
const TAPPABLE = [
  /[\p{L}\p{N}]\p{M}*\p{Cf}*[.\u3002\uFF0E\uFF61\u2024\uFE52]\p{Cf}*\p{L}\p{M}*\p{L}/u,
  /[\p{L}\p{N}]\p{Cf}*[:\uFF1A]\p{Cf}*[/\\\uFF0F\u2044\u2215]{2}/u,
  /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/u,
  /(?<![\p{L}\p{N}])www\d{0,3}\p{Cf}*[.\u3002\uFF0E\uFF61\u2024\uFE52]\p{Cf}*\S/iu,
];
const tappable = (text: string) => TAPPABLE.some((pattern) => pattern.test(text));

const LINKS = [
  "https://x.no",
  "http://x.no",
  "www.x.no",
  "WWW.x",
  "x.no/login",
  "x.no",
  "X.NO",
  "hxxps://x.no",
  "hxxps://evil",
  "https://evil",
  "ftp://files.example.com/a",
  "ola@x.no",
  "https://192.168.0.1/login",
  "192.168.0.1",
  "https://xn--blbr-roa.no",
  "evil.xn--p1ai",
  "sub.domain.example.co.uk/path?q=1#a",
  "blåbær.no",
  "pålogging.bank",
  "x\u3002no", // ideographic full stop
  "x\uFF0Eno", // full-width full stop
  "x\uFF61no", // half-width ideographic full stop
  "x\u2024no", // one dot leader
  "x\uFE52no", // small full stop
  "ｅｖｉｌ．ｎｏ", // full-width letters and dot
  "x\u200B.\u200Bno", // zero-width spaces around the dot
  "x.\u00ADno", // soft hyphen after the dot
  "https\uFF1A\uFF0F\uFF0Fx", // full-width colon and slashes
  "e\u0301vil.no", // combining accent before the dot
];

describe("links in typed text", () => {
  it.each(LINKS)("finds and neutralises %s", (link) => {
    expect(containsLink(link)).toBe(true);
    const text = `Ola. Din konto er sperret, logg inn på ${link} nå`;
    const safe = neutraliseLinks(text);
    expect(tappable(safe)).toBe(false);
    expect(safe).toMatch(/^Ola\. Din konto er sperret, logg inn på .+ nå$/);
  });

  it("keeps the text readable: a space after the dot, nothing removed but invisible characters", () => {
    expect(neutraliseLinks("logg inn på https://x.no/login")).toBe("logg inn på https: //x. no/login");
    expect(neutraliseLinks("www.x.no")).toBe("www. x. no");
    expect(neutraliseLinks("x\u200B.\u200Bno")).toBe("x. no");
    expect(neutraliseLinks("192.168.0.1")).toBe("192. 168. 0. 1");
  });

  it.each([
    "Ola Nordmann",
    "Hei! Vi kommer kl. 10.30 den 27.11.2026.",
    "Pris kr 12 990, inkl. mva.",
    "Takk. Vi ses.",
    "J.R.R. Tolkien",
    "bl.a. sikringsskap, m.m.",
    "Rør på 1.5 m og 2,5 mm²",
    "Ring 22 22 22 22 eller +47 912 34 567",
    "Versjon 1.2.3",
    "Linje én\nLinje to",
    "",
  ])("leaves text without a link as it is: %s", (text) => {
    expect(containsLink(text)).toBe(false);
    expect(neutraliseLinks(text)).toBe(text);
  });

  it("tidies abbreviations written without a space, which a phone would otherwise link (f.eks, tlf.nr)", () => {
    expect(neutraliseLinks("f.eks. tlf.nr 12345678, St.Olavs gate")).toBe(
      "f. eks. tlf. nr 12345678, St. Olavs gate",
    );
  });

  it("leaves nothing tappable in any text, and a second pass changes nothing", () => {
    const piece = fc.constantFrom(
      "x",
      "no",
      "www",
      ".",
      "\u3002",
      "\uFF0E",
      ":",
      "//",
      "/",
      "\u200B",
      " ",
      "\n",
      "1",
      "192",
      "ø",
      "e\u0301",
      "@",
      "https",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const safe = neutraliseLinks(pieces.join(""));
        expect(tappable(safe)).toBe(false);
        expect(neutraliseLinks(safe)).toBe(safe);
      }),
    );
  });
});

describe("message texts with the server's own links", () => {
  const origin = "https://montortorget.no";

  it("keeps the server's own links and neutralises the typed ones", () => {
    const text = `Hei Ola x.no! Logg inn her: ${origin}/logginn?cart=1#a og ikke på https://evil.no`;
    expect(withoutTypedLinks(text, `${origin}/`)).toBe(
      `Hei Ola x. no! Logg inn her: ${origin}/logginn?cart=1#a og ikke på https: //evil. no`,
    );
  });

  it.each([
    `${origin}.evil.no/logginn`,
    `${origin}@evil.no`,
    `${origin}:8080@evil.no`,
    `${origin}/"<evil.no`,
    `http://montortorget.no/logginn`,
  ])("does not take %s for the server's own", (word) => {
    expect(tappable(withoutTypedLinks(word, origin).replace(origin, ""))).toBe(false);
  });

  it("works with a local origin with a port", () => {
    const own = "http://127.0.0.1:3000";
    expect(withoutTypedLinks(`Se ${own}/selger og 127.0.0.1:4000`, own)).toBe(
      `Se ${own}/selger og 127. 0. 0. 1:4000`,
    );
  });
});
