import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email.ts";

describe("email check", () => {
  it.each(["ola@nordmann.no", "kari.nordmann+test@firma.co.uk", "post@blåbær.no", " ola@nordmann.no "])(
    "accepts %s",
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each([
    "",
    "ola",
    "ola@",
    "@nordmann.no",
    "ola@nordmann",
    "ola@@nordmann.no",
    "ola nordmann@x.no",
    ".ola@x.no",
    "ola.@x.no",
    "ola..n@x.no",
    "ola@-x.no",
    "ola@x.n",
    "øla@x.no",
  ])("rejects %s", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
