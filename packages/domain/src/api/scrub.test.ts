import { describe, expect, it } from "vitest";
import { SCRUBBED, scrubReport, scrubText, scrubValue } from "./scrub";

describe("scrubbing personal data from error reports", () => {
  it.each([
    "+4790000005",
    "+47 900 00 005",
    "+47 90 00 00 05",
    "004790000005",
    "90000005",
    "900 00 005",
    "90 00 00 05",
    "22.33.44.55",
  ])("removes the Norwegian phone number %s", (phone) => {
    expect(scrubText(`Ring ${phone} i dag`)).toBe(`Ring ${SCRUBBED.phone} i dag`);
  });

  it.each(["+48512345678", "+48 512 345 678", "0048 512 345 678", "512345678", "512 345 678"])(
    "removes the Polish phone number %s",
    (phone) => {
      expect(scrubText(`tel: ${phone}.`)).toBe(`tel: ${SCRUBBED.phone}.`);
    },
  );

  it("removes email addresses", () => {
    expect(scrubText("Ukjent bruker ola.nordmann+test@example.no!")).toBe(`Ukjent bruker ${SCRUBBED.email}!`);
  });

  it.each(["1234", "12345", "123456"])("removes the code %s", (code) => {
    expect(scrubText(`Feil kode ${code}`)).toBe(`Feil kode ${SCRUBBED.code}`);
  });

  it("keeps what is not personal: short numbers, uuids, dates, ports and times", () => {
    const text =
      "Versjon 1.2345.6: prosjekt 42 (3f2a1b9c-1234-4a5b-8c9d-446655440000) 2026-11-26 10:15 http://127.0.0.1:51730/montor";
    expect(scrubText(text)).toBe(text);
  });

  it("removes them from URLs and query strings, encoded or not", () => {
    expect(
      scrubText("https://example.no/logg-inn?phone=%2B4790000005&email=ola%40example.no&code=123456&step=2"),
    ).toBe(
      `https://example.no/logg-inn?phone=${SCRUBBED.phone}&email=${SCRUBBED.email}&code=${SCRUBBED.code}&step=2`,
    );
    expect(scrubText("/sok?q=900+00+005")).toBe(`/sok?q=${SCRUBBED.phone}`);
  });

  it("removes them in nested objects and arrays, and whole sensitive fields", () => {
    const event = {
      message: "Kunne ikke sende SMS til +47 412 34 567",
      breadcrumbs: [{ message: "POST /api/auth/code", data: { url: "/api/x?email=kari@example.no" } }],
      request: {
        headers: { cookie: "AuthToken=abc", authorization: "Bearer xyz", "user-agent": "Chrome" },
        data: { phoneNumber: "ikke et nummer", contact: { note: "ring 98765432" } },
      },
      extra: { attempts: 3, code: "4321", empty: null },
    };
    expect(scrubValue(event)).toEqual({
      message: `Kunne ikke sende SMS til ${SCRUBBED.phone}`,
      breadcrumbs: [{ message: "POST /api/auth/code", data: { url: `/api/x?email=${SCRUBBED.email}` } }],
      request: {
        headers: { cookie: SCRUBBED.field, authorization: SCRUBBED.field, "user-agent": "Chrome" },
        data: { phoneNumber: SCRUBBED.field, contact: { note: `ring ${SCRUBBED.phone}` } },
      },
      extra: { attempts: 3, code: SCRUBBED.field, empty: null },
    });
    expect(event.message).toContain("412"); // the original is left alone
  });

  it("keeps stack frame locations and survives cycles", () => {
    const cyclic: Record<string, unknown> = { note: "90000005" };
    cyclic.self = cyclic;
    const frame = { filename: "http://127.0.0.1:51730/assets/chunk-12345.js", lineno: 12345, function: "f" };
    expect(scrubValue({ frames: [frame], cyclic })).toEqual({
      frames: [frame],
      cyclic: { note: SCRUBBED.phone, self: SCRUBBED.field },
    });
  });

  it("keeps a report's own fields and only the user's id", () => {
    const report = {
      event_id: "a1b2",
      release: "2026.11.26",
      environment: "production",
      user: { id: "3f2a1b9c-1234-4a5b-8c9d-446655440000", email: "ola@example.no", ip_address: "10.0.0.1" },
      message: "Kode 123456 feilet",
    };
    expect(scrubReport(report)).toEqual({
      event_id: "a1b2",
      release: "2026.11.26",
      environment: "production",
      user: { id: "3f2a1b9c-1234-4a5b-8c9d-446655440000" },
      message: `Kode ${SCRUBBED.code} feilet`,
    });
    expect(scrubReport({ message: "x" })).toEqual({ message: "x", user: undefined });
  });
});
