/** Two retail chains and their stores; the first store of each is where its demo people work. */
export const DEMO_SALES_PARTNERS = [
  {
    name: "Byggmakker Vest AS",
    stores: [
      { name: "Bergen Åsane", postCode: "5116" },
      { name: "Bergen Lagunen", postCode: "5239" },
    ],
  },
  {
    name: "Hjem og Energi Norge AS",
    stores: [
      { name: "Oslo Storo", postCode: "0485" },
      { name: "Trondheim Tiller", postCode: "7081" },
    ],
  },
] as const;

/** Sellers beyond the one-per-role demo users: one more in the first chain's second store, one in the second chain. */
export const DEMO_EXTRA_SELLERS = [
  {
    firstName: "Sofie",
    lastName: "Kristiansen",
    phoneNumber: "+4790000014",
    email: "sofie.kristiansen@example.no",
    partner: 0,
    store: 1,
  },
  {
    firstName: "Eirik",
    lastName: "Moen",
    phoneNumber: "+4790000015",
    email: "eirik.moen@example.no",
    partner: 1,
    store: 0,
  },
] as const;
