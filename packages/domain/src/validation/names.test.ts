import { describe, expect, it } from "vitest";
import { companyNameSchema, nameIssue, nameMessages, personNameSchema, storeNameSchema } from "./names.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe("person names", () => {
  const schema = personNameSchema("Oppgi fornavn");

  it.each([
    "Ola",
    "Åse Ødegård-Bø",
    "Hélène",
    "Jürgen",
    "Łukasz Wałęsa",
    "Iñaki Núñez",
    "O'Brien",
    "D’Angelo",
    "Anne-Marie",
    "J.R.R. Tolkien",
    "Ma. Sol",
    "Nguyễn Thị Minh Khai",
    "Σωκράτης",
    "Ольга",
    "محمد",
    "李小龍",
    "ʻOkala",
  ])("accepts %s", (name) => {
    expect(schema.safeParse(name)).toEqual({ success: true, data: name });
  });

  it("trims and writes a decomposed accent as one letter (NFC)", () => {
    expect(schema.parse("  He\u0301le\u0300ne ")).toBe("Hélène");
  });

  it.each([
    ["the finding's SMS text", "Ola. Din konto er sperret, logg inn på https://evil.no/login"],
    ["a URL", "https://x.no"],
    ["a bare domain", "Ola x.no"],
    ["www", "www.x.no"],
    ["a domain with a path", "x.no/login"],
    ["a line break", "Ola\nNordmann"],
    ["a carriage return", "Ola\rNordmann"],
    ["a tab", "Ola\tNordmann"],
    ["digits", "Ola 2"],
    ["a full-width dot", "Ola x．no"],
    ["a zero-width space", "Ola\u200Bx"],
    ["a no-break space", "Ola\u00A0Nordmann"],
    ["only punctuation", "-'."],
    ["an at sign", "ola@x"],
    ["angle brackets", "<b>Ola</b>"],
  ])("refuses %s", (_, name) => {
    const result = schema.safeParse(name);
    expect(result.success).toBe(false);
    expect(messagesOf(result)[0]).toMatch(/^(Bruk bare bokstaver|Et navn kan ikke)/);
  });

  it("says why: letters only, or no link", () => {
    expect(messagesOf(schema.safeParse("Ola 2"))).toEqual([nameMessages.personName]);
    expect(messagesOf(schema.safeParse("Ola x.no"))).toEqual([nameMessages.link]);
    expect(messagesOf(schema.safeParse("  "))).toEqual(["Oppgi fornavn"]);
    expect(messagesOf(schema.safeParse("a".repeat(101)))[0]).toBe("Må være maks 100 tegn");
  });

  it("says 'Må fylles ut' for a missing name unless told otherwise", () => {
    expect(messagesOf(personNameSchema().safeParse(""))).toEqual(["Må fylles ut"]);
  });
});

describe("company and store names", () => {
  const schema = companyNameSchema("Oppgi firmanavn");

  it.each([
    "3T Elektro AS",
    "Elektro & Co AS",
    "Bygg-Service A.S.",
    "Øst Elektro 2000 AS",
    "L'Atelier d’Électricité",
    "Elektriker Kåre Ødegård",
    "Hansen A/S",
    "Bygg+ AS",
    "Nordlys Elektro AS (ikke startet)",
    "Elektro AS, avd. Bergen",
  ])("accepts %s", (name) => {
    expect(schema.safeParse(name).success).toBe(true);
    expect(storeNameSchema().safeParse(name).success).toBe(true);
  });

  it.each([
    ["a URL", "Elektro AS https://x.no"],
    ["a domain as the name", "Elektro.no AS"],
    ["a line break", "Elektro\nAS"],
    ["a scheme", "Elektro http://x"],
    ["a path after a domain", "Elektro x.no/login"],
    ["a colon", "Elektro: AS"],
    ["an IP address", "Elektro 10.0.0.1"],
  ])("refuses %s", (_, name) => {
    expect(schema.safeParse(name).success).toBe(false);
  });

  it("holds stores to 120 characters and companies to 200", () => {
    expect(storeNameSchema().safeParse("a".repeat(121)).success).toBe(false);
    expect(companyNameSchema().safeParse("a".repeat(200)).success).toBe(true);
  });
});

describe("a name field's message", () => {
  it("is the schema's first message, or nothing for a good name", () => {
    expect(nameIssue(personNameSchema("Oppgi fornavn"), "")).toBe("Oppgi fornavn");
    expect(nameIssue(personNameSchema(), "Ola x.no")).toBe(nameMessages.link);
    expect(nameIssue(companyNameSchema(), "3T Elektro AS")).toBeUndefined();
  });
});
