/**
 * The demo company that registered itself at /oppsett and waits for a global admin's approval on
 * /partnere (coverage seeds the company, users its first admin).
 */
export const DEMO_ONBOARDED_COMPANY = {
  name: "Vestfold Solenergi AS",
  organizationNumber: "967890138",
  address: "Storgaten 12",
  postCode: "3126",
  postArea: "Tønsberg",
} as const;

/** Its first admin, who verified their phone during onboarding. */
export const DEMO_ONBOARDED_ADMIN = {
  firstName: "Marte",
  lastName: "Vik",
  phoneNumber: "+4790000013",
  email: "marte.vik@example.no",
} as const;
