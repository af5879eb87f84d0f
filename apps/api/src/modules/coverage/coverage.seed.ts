import { organisationNumberCheckDigit } from "@mt/domain/validation/organisation-number";
import type { Db } from "../../db/database.ts";
import { DEMO_ONBOARDED_COMPANY } from "../../seed/demo-onboarding.ts";
import { coverageRepository, type NewContractor } from "./coverage.repository.ts";

/** A valid organisation number (mod-11) from eight digits. */
function orgNumber(firstEight: string): string {
  for (let n = Number(firstEight); ; n += 1) {
    const digits = String(n).padStart(8, "0");
    const check = organisationNumberCheckDigit(digits);
    if (check !== null) return `${digits}${check}`;
  }
}

/** Installers around Oslo, Bergen, Trondheim and Stavanger; Northern Norway is not launched. */
export const DEMO_CONTRACTORS: NewContractor[] = [
  {
    name: "Oslo Elektro og Varme AS",
    organizationNumber: orgNumber("91234567"),
    basePostCode: "0150",
    radiusKm: 30,
    workTypes: [
      { workType: "ELECTRICIAN" },
      { workType: "HEAT_PUMP" },
      { workType: "SOLAR", extendedRadiusKm: 80 },
    ],
  },
  {
    name: "Bergen Elektro AS",
    organizationNumber: orgNumber("92345678"),
    basePostCode: "5003",
    radiusKm: 25,
    workTypes: [{ workType: "ELECTRICIAN" }, { workType: "HEAT_PUMP" }],
  },
  {
    name: "Trøndelag Installasjon AS",
    organizationNumber: orgNumber("93456789"),
    basePostCode: "7010",
    radiusKm: 30,
    workTypes: [{ workType: "ELECTRICIAN" }, { workType: "SOLAR", extendedRadiusKm: 60 }],
  },
  {
    name: "Stavanger Kraft og Sol AS",
    organizationNumber: orgNumber("94567890"),
    basePostCode: "4006",
    radiusKm: 25,
    workTypes: [{ workType: "ELECTRICIAN" }, { workType: "HEAT_PUMP" }, { workType: "SOLAR" }],
    // Egersund and Moi lie outside the radius but are served on request.
    postCodes: ["4370", "4371", "4372", "4460"],
  },
  {
    name: "Nordlys Elektro AS (ikke startet)",
    organizationNumber: orgNumber("95678901"),
    basePostCode: "9008",
    radiusKm: 30,
    active: false,
    workTypes: [{ workType: "ELECTRICIAN" }],
  },
  {
    // Registered itself at /oppsett and waits for a global admin's approval on /partnere.
    ...DEMO_ONBOARDED_COMPANY,
    basePostCode: "3126",
    radiusKm: 40,
    active: false,
    workTypes: [{ workType: "ELECTRICIAN" }, { workType: "SOLAR", extendedRadiusKm: 80 }],
  },
];

export async function seedCoverage(tx: Db): Promise<void> {
  const repo = coverageRepository(tx);
  for (const contractor of DEMO_CONTRACTORS) await repo.create(contractor);
}
