import { describe, expect, it } from "vitest";
import { checkoutFormSchema, checkoutFormField as formField } from "./checkout-form";

const TERMS_MESSAGE = "Du må godta vilkårene";

const valid = {
  address: "Storgata 1",
  additionalInfo: "",
  firstName: "Ola",
  lastName: "Nordmann",
  email: "ola@eksempel.no",
  isCompany: false,
  organizationNumber: "",
  companyName: "",
  acceptedTerms: true,
};

const messages = (input: unknown) => {
  const result = checkoutFormSchema(TERMS_MESSAGE).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the checkout form", () => {
  it("accepts complete contact information", () => {
    expect(messages(valid)).toEqual({});
  });

  it("gives the domain's messages", () => {
    expect(
      messages({ ...valid, address: " ", firstName: "", email: "nope", acceptedTerms: false }),
    ).toMatchObject({
      address: "Må fylles ut",
      firstName: "Må fylles ut",
      email: "Ugyldig e-post",
      acceptedTerms: TERMS_MESSAGE,
    });
  });

  it("checks the organisation number and company name only for a company", () => {
    expect(messages({ ...valid, isCompany: true, organizationNumber: "123", companyName: "" })).toEqual({
      organizationNumber: "Ugyldig organisasjonsnummer",
      companyName: "Må fylles ut",
    });
  });

  it("puts server field errors under the matching fields", () => {
    expect(formField("contactInformation.email")).toBe("email");
    expect(formField("contactInformation.company.organizationNumber")).toBe("organizationNumber");
    expect(formField("contactInformation.phoneVerificationToken")).toBe("phone");
    expect(formField("acceptedTerms")).toBe("acceptedTerms");
    expect(formField("sellerDescription")).toBe("sellerDescription");
    expect(formField("somethingElse")).toBeNull();
  });
});
