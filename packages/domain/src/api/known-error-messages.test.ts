import { describe, expect, it } from "vitest";
import { codeConfirmErrorMessage, isNotAPostCodeError } from "./known-error-messages.ts";

describe("known errors, told apart by their code", () => {
  it("INVALID_POST_CODE marks a code as not a post code, whatever the message says", () => {
    expect(isNotAPostCodeError("INVALID_POST_CODE")).toBe(true);
    expect(isNotAPostCodeError("VALIDATION_ERROR")).toBe(false);
    expect(isNotAPostCodeError(null)).toBe(false);
  });

  it("an unauthorized confirm says no account was found; other errors keep their message", () => {
    expect(codeConfirmErrorMessage("UNAUTHORIZED", "Unauthorized")).toBe(
      "Finner ingen konto med dette telefonnummeret",
    );
    expect(codeConfirmErrorMessage("INVALID_CODE", "Feil kode")).toBe("Feil kode");
    expect(codeConfirmErrorMessage(null, "Unauthorized")).toBe("Unauthorized");
  });
});
