import { describe, expect, it } from "vitest";
import { codeConfirmErrorMessage, isNotAPostCodeError } from "./known-error-messages.ts";

describe("known server messages", () => {
  it("'Postnummeret er ugyldig' marks a code as not a post code", () => {
    expect(isNotAPostCodeError("Postnummeret er ugyldig")).toBe(true);
    expect(isNotAPostCodeError(" Postnummeret er ugyldig ")).toBe(true);
    expect(isNotAPostCodeError("Noe annet")).toBe(false);
    expect(isNotAPostCodeError(undefined)).toBe(false);
  });

  it("during code confirm 'Unauthorized' becomes 'Finner ingen konto med dette telefonnummeret'", () => {
    expect(codeConfirmErrorMessage("Unauthorized")).toBe("Finner ingen konto med dette telefonnummeret");
    expect(codeConfirmErrorMessage("Feil kode")).toBe("Feil kode");
  });
});
