import type { CartView } from "@mt/contract/cart";
import { beforeEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { lineData } from "../../testing/fixtures";
import { adoptCart, changedLineFields } from "./cart-calls";
import { useOrderStore } from "./order-store";

const line = {
  id: 7,
  type: "JOB" as const,
  data: lineData({
    typeKey: "ELECTRICIAN",
    answers: { avstand: 14, bilde: ["/media/kunde/a.jpg"] },
    images: ["/media/kunde/a.jpg"],
    commentForElectrician: "Ring på",
  }),
};
const unchanged = {
  jobTypeId: 1,
  jobTypeVersionId: 1,
  answers: { avstand: 14, bilde: ["/media/kunde/a.jpg"] },
  images: ["/media/kunde/a.jpg"],
  commentForElectrician: "Ring på",
};

describe("an edited line sends only what changed", () => {
  it("sends nothing for an unchanged line, and never the template id", () => {
    expect(changedLineFields(line, unchanged)).toEqual({});
  });

  it("sends only the comment when only the comment changed (a cleared one as null)", () => {
    expect(changedLineFields(line, { ...unchanged, commentForElectrician: "Hund" })).toEqual({
      commentForElectrician: "Hund",
    });
    expect(changedLineFields(line, { ...unchanged, commentForElectrician: null })).toEqual({
      commentForElectrician: null,
    });
  });

  it("sends answers, images or another version only when they differ", () => {
    expect(
      changedLineFields(line, { ...unchanged, answers: { avstand: 20, bilde: [] }, images: [] }),
    ).toEqual({
      answers: { avstand: 20, bilde: [] },
      images: [],
    });
    expect(changedLineFields(line, { ...unchanged, jobTypeVersionId: 15 })).toEqual({ jobTypeVersionId: 15 });
  });
});

describe("a cart opened from a link", () => {
  const api = stubApiForEachTest();
  const sent: CartView = {
    uuid: "0f0e8f1a-2b3c-4d5e-8f70-8192a3b4c5d6",
    reservation: null,
    postCode: "5003",
    status: "open",
    lineItems: [],
    totals: { totalOre: 0, vatOre: 0, durationMinutes: 0 },
  };
  beforeEach(() => useOrderStore.getState().reset("full"));

  it("brings the post code it was built for, checked as if typed in", async () => {
    api.reply(`GET /cart/${sent.uuid}`, { status: 200, body: { data: sent } });
    api.reply("GET /post-code/5003", {
      status: 200,
      body: { data: { postCode: "5003", place: "Bergen", jobTypes: ["ELECTRICIAN"] } },
    });
    await adoptCart(sent.uuid);
    const state = useOrderStore.getState();
    expect(state.cart?.uuid).toBe(sent.uuid);
    expect([state.postCode, state.postCodeValid, state.postCodePlace]).toEqual(["5003", true, "Bergen"]);
    expect(state.postCodeSupportedJobTypes).toEqual(["ELECTRICIAN"]);
  });

  it("marks a post code no longer served as not valid, and keeps the cart", async () => {
    api.reply(`GET /cart/${sent.uuid}`, { status: 200, body: { data: sent } });
    api.reply("GET /post-code/5003", {
      status: 422,
      body: { message: "Postnummeret er ugyldig", code: "VALIDATION_ERROR" },
    });
    await adoptCart(sent.uuid);
    const state = useOrderStore.getState();
    expect(state.cart?.uuid).toBe(sent.uuid);
    expect([state.postCode, state.postCodeValid]).toEqual(["5003", false]);
  });
});
