import { describe, expect, it } from "vitest";
import { normaliseApiResponse, UNPARSEABLE } from "./normalise-error.ts";

const response = (status: number, body: unknown, statusText = "") =>
  normaliseApiResponse({ kind: "response", status, statusText, body });

describe("API error normalisation", () => {
  it("an ok response passes its body through", () => {
    expect(response(200, { data: 1 })).toEqual({ ok: true, data: { data: 1 } });
  });

  it("401 gives Unauthorized and asks to clear the session", () => {
    const result = response(401, { message: "Token expired" });
    expect(result).toMatchObject({
      ok: false,
      error: { message: "Unauthorized", code: "UNAUTHORIZED", status: 401, clearSession: true },
    });
  });

  it("an errors object: messages are joined by newlines and kept per field", () => {
    const result = response(422, {
      message: "Ugyldig data",
      code: "VALIDATION_ERROR",
      errors: {
        phone_number: ["Ugyldig telefonnummer"],
        email: ["Ugyldig e-post", "Må fylles ut"],
        x: [1, ""],
      },
    });
    expect(result).toEqual({
      ok: false,
      error: {
        message: "Ugyldig telefonnummer\nUgyldig e-post\nMå fylles ut",
        code: "VALIDATION_ERROR",
        status: 422,
        fieldErrors: { phone_number: ["Ugyldig telefonnummer"], email: ["Ugyldig e-post", "Må fylles ut"] },
        validation: true,
        clearSession: false,
      },
    });
  });

  it("a single message string per field is accepted too", () => {
    expect(response(422, { errors: { phone: "Ugyldig telefonnummer" } })).toMatchObject({
      error: { message: "Ugyldig telefonnummer", fieldErrors: { phone: ["Ugyldig telefonnummer"] } },
    });
  });

  it("422 with a message uses the message and the server code", () => {
    expect(
      response(422, { message: "Postnummeret er ugyldig", code: "INVALID_POST_CODE", errors: {} }),
    ).toMatchObject({
      ok: false,
      error: { message: "Postnummeret er ugyldig", code: "INVALID_POST_CODE", validation: true },
    });
  });

  it("any non-ok response with a message uses the message and code", () => {
    expect(
      response(409, { message: "Handlekurven er utløpt", code: "CART_EXPIRED" }, "Conflict"),
    ).toMatchObject({
      error: { message: "Handlekurven er utløpt", code: "CART_EXPIRED", status: 409, validation: false },
    });
  });

  it("without a message, the status text is used, and else 'Something went wrong'", () => {
    expect(response(500, {}, "Internal Server Error")).toMatchObject({
      error: { message: "Internal Server Error", code: null },
    });
    expect(response(503, "oops", "")).toMatchObject({ error: { message: "Something went wrong" } });
    expect(response(400, [1])).toMatchObject({ error: { message: "Something went wrong" } });
  });

  it("an unparseable body gives 'Unable to parse the API response', unless the status was ok", () => {
    expect(response(500, UNPARSEABLE, "Bad Gateway")).toMatchObject({
      ok: false,
      error: { message: "Unable to parse the API response", status: 500 },
    });
    expect(response(200, UNPARSEABLE)).toEqual({ ok: true, data: null });
    expect(response(204, UNPARSEABLE)).toEqual({ ok: true, data: null });
  });

  it("a network failure returns the error", () => {
    const error = new TypeError("Failed to fetch");
    expect(normaliseApiResponse({ kind: "network", error })).toEqual({
      ok: false,
      error: {
        message: "Failed to fetch",
        code: null,
        status: null,
        fieldErrors: {},
        validation: false,
        clearSession: false,
        cause: error,
      },
    });
    expect(normaliseApiResponse({ kind: "network", error: "offline" })).toMatchObject({
      error: { message: "offline" },
    });
    expect(normaliseApiResponse({ kind: "network", error: new Error("") })).toMatchObject({
      error: { message: "Something went wrong" },
    });
  });
});
