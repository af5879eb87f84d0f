import type { Company } from "@mt/domain/entities/company";

/** Looks up a company by organisation number (nine digits). */
export interface CompanyRegister {
  lookup(organizationNumber: string): Promise<Company | null>;
}

/** Development and test: a small local dataset of made-up companies with valid numbers. */
export const LOCAL_COMPANIES: Company[] = [
  {
    name: "Nordmann Eiendom AS",
    organizationNumber: "923609016",
    address: "Karl Johans gate 1",
    postCode: "0154",
    postArea: "OSLO",
  },
  {
    name: "Fjordkraft Borettslag",
    organizationNumber: "987654325",
    address: "Bryggen 5",
    postCode: "5003",
    postArea: "BERGEN",
  },
  {
    name: "Trondheim Kontorbygg AS",
    organizationNumber: "911002205",
    address: "Munkegata 10",
    postCode: "7011",
    postArea: "TRONDHEIM",
  },
  {
    name: "Stavanger Sameie",
    organizationNumber: "998877660",
    address: "Kirkegata 3",
    postCode: "4006",
    postArea: "STAVANGER",
  },
  {
    name: "Grünerløkka Kafé ENK",
    organizationNumber: "973000101",
    address: "Thorvald Meyers gate 40",
    postCode: "0555",
    postArea: "OSLO",
  },
];

export function localCompanyRegister(companies: readonly Company[] = LOCAL_COMPANIES): CompanyRegister {
  return {
    async lookup(organizationNumber) {
      return companies.find((c) => c.organizationNumber === organizationNumber) ?? null;
    },
  };
}

/**
 * The Brønnøysund register's open API (`{baseUrl}/enheter/{n}`), used when COMPANY_REGISTER_URL is
 * set, e.g. https://data.brreg.no/enhetsregisteret/api.
 */
export function brregCompanyRegister(baseUrl: string, fetchImpl: typeof fetch = fetch): CompanyRegister {
  return {
    async lookup(organizationNumber) {
      const res = await fetchImpl(`${baseUrl.replace(/\/$/, "")}/enheter/${organizationNumber}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 404 || res.status === 410) return null;
      if (!res.ok) throw new Error(`company register answered ${res.status}`);
      const body = (await res.json()) as {
        navn?: string;
        organisasjonsnummer?: string;
        forretningsadresse?: { adresse?: string[]; postnummer?: string; poststed?: string };
      };
      const address = body.forretningsadresse;
      return {
        name: body.navn ?? "",
        organizationNumber: body.organisasjonsnummer ?? organizationNumber,
        address: address?.adresse?.join(", ") ?? null,
        postCode: address?.postnummer ?? null,
        postArea: address?.poststed ?? null,
      };
    },
  };
}

export function companyRegisterFromEnv(env: { COMPANY_REGISTER_URL?: string | undefined }): CompanyRegister {
  return env.COMPANY_REGISTER_URL ? brregCompanyRegister(env.COMPANY_REGISTER_URL) : localCompanyRegister();
}
