import type { SellerCart, SellerOrder } from "@mt/contract/seller";

export const SELLER = { uuid: "5e11e700-0000-4000-8000-000000000011", name: "Magnus Pedersen" };
export const STORE = { uuid: "de9a0000-0000-4000-8000-000000005116", name: "Bergen Åsane" };

export function sellerCart(fields: Partial<SellerCart> = {}): SellerCart {
  return {
    uuid: crypto.randomUUID(),
    state: "SENT",
    sentTo: { phoneNumber: "+4791234567", email: null },
    postCode: "5116",
    place: "Ulset",
    titles: ["Installasjon av elbillader"],
    totalOre: 1_250_000,
    sellerDescription: "Easee One solgt i butikk",
    seller: SELLER,
    department: STORE,
    createdAt: "2026-11-20T09:00:00Z",
    sentAt: "2026-11-20T09:05:00Z",
    openedAt: null,
    project: null,
    ...fields,
  };
}

export function sellerOrder(fields: Partial<SellerOrder> = {}): SellerOrder {
  return {
    uuid: crypto.randomUUID(),
    number: 100_123,
    status: "scheduled",
    customerName: "Ola Nordmann",
    place: "Bergen",
    totalOre: 990_000,
    startsAt: "2026-11-28T07:00:00Z",
    createdAt: "2026-11-21T10:00:00Z",
    seller: SELLER,
    department: STORE,
    ...fields,
  };
}

export const figures = (orders: number) => ({
  orders,
  revenueOre: orders * 1_000_000,
  sentCarts: 4,
  conversion: 0.5,
});

export function dashboard(fields: Record<string, unknown> = {}) {
  return {
    data: {
      salesPartner: { uuid: "5a1e0000-0000-4000-8000-000000000001", name: "Byggmakker Vest AS" },
      department: STORE,
      carts: [],
      orders: [],
      figures: { own: figures(2), store: figures(7) },
      ...fields,
    },
  };
}
