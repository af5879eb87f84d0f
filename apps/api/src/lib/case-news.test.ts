import { describe, expect, it } from "vitest";
import { customerNews } from "./case-news.ts";

const project = {
  uuid: "5f0c6a7e-1b2c-4d3e-8f90-123456789abc",
  number: 1042,
  address: "Storgata 1",
  postCode: "0155",
  place: "Oslo",
  contactInformation: { firstName: "Kari", phoneNumber: "+4791234567", email: "kari@example.no" },
};
const text = { subject: "Emne", sms: "Noe skjedde.", email: ["Linje én.", "Linje to."] };
const context = { publicUrl: "https://montor.example", kind: "claim-opened", see: "Se reklamasjonen" };

describe("the messages that tell a case's customer of a change", () => {
  it("an SMS with the link to my page, an email with greeting, address and link, both with the case's meta", () => {
    const [sms, email] = customerNews(project, text, context);
    const link = `https://montor.example/dashboard/prosjekt/${project.uuid}`;
    expect(sms).toEqual({
      channel: "sms",
      recipient: "+4791234567",
      body: `Noe skjedde. Se reklamasjonen på Min side: ${link}`,
      meta: { kind: "claim-opened", projectUuid: project.uuid, projectNumber: 1042 },
    });
    expect(email?.recipient).toBe("kari@example.no");
    expect(email?.subject).toBe("Emne");
    expect(email?.body).toBe(
      [
        "Hei Kari!",
        "",
        "Linje én.",
        "Linje to.",
        "",
        "Adresse: Storgata 1, 0155 Oslo",
        `Se reklamasjonen på Min side (logg inn med telefonnummeret ditt): ${link}`,
      ].join("\n"),
    );
  });

  it("leaves the link out of an SMS that carries its own, and the place out of an address without one", () => {
    const [sms, email] = customerNews({ ...project, place: null }, text, { ...context, smsLink: false });
    expect(sms?.body).toBe("Noe skjedde.");
    expect(email?.body).toContain("Adresse: Storgata 1, 0155\n");
  });
});
