import { z } from "zod";

/** Norway's counties (from 2024), as the key figures group regions. */
export const COUNTIES = [
  "OSLO",
  "AKERSHUS",
  "OSTFOLD",
  "BUSKERUD",
  "VESTFOLD",
  "TELEMARK",
  "INNLANDET",
  "AGDER",
  "ROGALAND",
  "VESTLAND",
  "MORE_OG_ROMSDAL",
  "TRONDELAG",
  "NORDLAND",
  "TROMS",
  "FINNMARK",
] as const;
export const countySchema = z.enum(COUNTIES, { error: "Ukjent fylke" });
export type County = z.infer<typeof countySchema>;

export const countyLabels: Record<County, string> = {
  OSLO: "Oslo",
  AKERSHUS: "Akershus",
  OSTFOLD: "Østfold",
  BUSKERUD: "Buskerud",
  VESTFOLD: "Vestfold",
  TELEMARK: "Telemark",
  INNLANDET: "Innlandet",
  AGDER: "Agder",
  ROGALAND: "Rogaland",
  VESTLAND: "Vestland",
  MORE_OG_ROMSDAL: "Møre og Romsdal",
  TRONDELAG: "Trøndelag",
  NORDLAND: "Nordland",
  TROMS: "Troms",
  FINNMARK: "Finnmark",
};

/**
 * The county of a post code by the ranges Posten hands out by area: each row is the first post code
 * of a range, which runs to the next row's. Approximate at a few borders (a post office serving two
 * municipalities), which is good enough for regional figures; the database applies the same table.
 */
export const COUNTY_RANGES: readonly (readonly [string, County])[] = [
  ["0000", "OSLO"],
  ["1300", "AKERSHUS"],
  ["1500", "OSTFOLD"],
  ["1900", "AKERSHUS"],
  ["2100", "INNLANDET"],
  ["3000", "BUSKERUD"],
  ["3100", "VESTFOLD"],
  ["3300", "BUSKERUD"],
  ["3700", "TELEMARK"],
  ["4000", "ROGALAND"],
  ["4400", "AGDER"],
  ["5000", "VESTLAND"],
  ["5500", "ROGALAND"],
  ["5600", "VESTLAND"],
  ["6000", "MORE_OG_ROMSDAL"],
  ["6700", "VESTLAND"],
  ["7000", "TRONDELAG"],
  ["8000", "NORDLAND"],
  ["9000", "TROMS"],
  ["9500", "FINNMARK"],
];

/** The county a four-digit post code lies in; null for anything else. */
export function countyOfPostCode(postCode: string): County | null {
  if (!/^\d{4}$/.test(postCode)) return null;
  let found: County | null = null;
  for (const [first, county] of COUNTY_RANGES) if (postCode >= first) found = county;
  return found;
}

/**
 * The county of each two-digit post code prefix ("00" to "99"): every range above starts at a
 * hundred, so the first two digits decide. The database looks a code up here in one step.
 */
export const COUNTY_BY_PREFIX: readonly County[] = Array.from(
  { length: 100 },
  (_, prefix) => countyOfPostCode(`${String(prefix).padStart(2, "0")}00`) as County,
);
