import type { ApiUser } from "@mt/contract/users";
import type { Role } from "@mt/domain/roles/roles";
import { afterEach, describe, expect, it } from "vitest";
import { useUserStore } from "../../lib/user-store";
import { afterLoginPath, completeLoginOnPage } from "./after-login";

const base: ApiUser = {
  id: 1,
  uuid: "11111111-1111-1111-1111-111111111111",
  availableRoles: [],
  contractor: null,
  email: null,
  guidedToursFinished: [],
};

afterEach(() => {
  localStorage.clear();
  useUserStore.getState().setUser(null);
});

describe("after login", () => {
  it("goes to the redirect parameter when it is a path here, else to the landing page by role", () => {
    const customer = { ...base, activeRoles: ["CUSTOMER"] as Role[] };
    expect(afterLoginPath(customer, "/prosjekter?id=2")).toBe("/prosjekter?id=2");
    expect(afterLoginPath(customer, "https://evil.example")).toBe("/dashboard");
    expect(afterLoginPath(customer, null)).toBe("/dashboard");
    const admin = {
      ...base,
      activeRoles: ["CONTRACTOR_ADMIN"] as Role[],
      contractor: { id: 3, uuid: "c-3", name: "X" },
    };
    expect(afterLoginPath(admin, null)).toBe("/partner/c-3/kalender");
  });

  it("stores the user, and clears a seller's cart and contact information", async () => {
    localStorage.setItem(
      "order",
      JSON.stringify({
        state: {
          cart: { uuid: "c" },
          sellerDescription: "x",
          contactInformation: { firstName: "Ola" },
          postCode: "0150",
        },
        version: 0,
      }),
    );
    const seller = { ...base, activeRoles: ["SALES_PARTNER_SELLER"] as Role[] };
    expect(await completeLoginOnPage(seller, null)).toBe("/selger");
    const stored = JSON.parse(localStorage.getItem("order") ?? "{}");
    expect(stored.state.cart).toBeNull();
    expect(stored.state.sellerDescription).toBeNull();
    expect(stored.state.contactInformation.firstName).toBe("");
    expect(stored.state.postCode).toBe("0150");
    expect(useUserStore.getState().user?.uuid).toBe(base.uuid);
  });

  it("leaves a customer's order alone", async () => {
    const order = JSON.stringify({ state: { cart: { uuid: "c" } }, version: 0 });
    localStorage.setItem("order", order);
    await completeLoginOnPage({ ...base, activeRoles: ["CUSTOMER"] as Role[] }, null);
    expect(localStorage.getItem("order")).toBe(order);
  });
});
