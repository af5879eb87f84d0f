import { describe, expect, it } from "vitest";
import { errorResponse, errorResponseSchema } from "./error-response.ts";

describe("error response shape", () => {
  it("holds a message, a code and messages per field", () => {
    const body = errorResponse("Ugyldig data", "VALIDATION_ERROR", {
      phone_number: ["Ugyldig telefonnummer"],
    });
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it("errors default to an empty object", () => {
    expect(errorResponse("Not found", "NOT_FOUND")).toEqual({
      message: "Not found",
      code: "NOT_FOUND",
      errors: {},
    });
  });

  it("rejects a body whose field errors are not lists of strings", () => {
    expect(errorResponseSchema.safeParse({ message: "x", code: "y", errors: { a: "b" } }).success).toBe(
      false,
    );
  });
});
