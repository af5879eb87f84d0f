import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  emailSchema,
  fieldSchema,
  organisationNumberSchema,
  phoneSchema,
  postCodeSchema,
  requiredTextSchema,
  urlSchema,
  verificationCodeSchema,
} from "./field-schemas.ts";

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("zod field schemas with the field validator's messages", () => {
  it("a required text trims and says 'Må fylles ut'", () => {
    expect(firstMessage(requiredTextSchema, "  ")).toBe("Må fylles ut");
    expect(firstMessage(requiredTextSchema, undefined)).toBe("Må fylles ut");
    expect(requiredTextSchema.parse(" hei ")).toBe("hei");
  });

  it("fieldSchema applies the given rules", () => {
    expect(firstMessage(fieldSchema({ max: 2 }), "abc")).toBe("Må være maks 2 tegn");
    expect(fieldSchema({}).parse("")).toBe("");
  });

  it("email: 'Må fylles ut' and 'Ugyldig e-post'", () => {
    expect(firstMessage(emailSchema, "")).toBe("Må fylles ut");
    expect(firstMessage(emailSchema, "ola")).toBe("Ugyldig e-post");
    expect(emailSchema.parse(" ola@nordmann.no ")).toBe("ola@nordmann.no");
  });

  it("phone: 'Ugyldig telefonnummer', and a valid number comes out in E.164", () => {
    expect(firstMessage(phoneSchema, "")).toBe("Må fylles ut");
    expect(firstMessage(phoneSchema, "123")).toBe("Ugyldig telefonnummer");
    expect(phoneSchema.parse("912 34 567")).toBe("+4791234567");
  });

  it("verification code: required, at least four characters", () => {
    expect(firstMessage(verificationCodeSchema, "")).toBe("Må fylles ut");
    expect(firstMessage(verificationCodeSchema, "12")).toBe("Må være minst 4 tegn");
    expect(verificationCodeSchema.parse("1234")).toBe("1234");
  });

  it("post code: four digits", () => {
    expect(firstMessage(postCodeSchema, "")).toBe("Må fylles ut");
    expect(firstMessage(postCodeSchema, "123")).toBe("Postnummeret er ugyldig");
    expect(postCodeSchema.parse("0150")).toBe("0150");
  });

  it("organisation number: mod-11 checked, spaces removed", () => {
    expect(firstMessage(organisationNumberSchema, "")).toBe("Må fylles ut");
    expect(firstMessage(organisationNumberSchema, "923609017")).toBe("Ugyldig organisasjonsnummer");
    expect(organisationNumberSchema.parse("923 609 016")).toBe("923609016");
  });

  it("url: 'Ugyldig nettadresse'", () => {
    expect(firstMessage(urlSchema, "")).toBe("Må fylles ut");
    expect(firstMessage(urlSchema, "ikke en url")).toBe("Ugyldig nettadresse");
    expect(urlSchema.parse("example.no")).toBe("example.no");
  });
});
