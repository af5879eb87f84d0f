import { describe, expect, it } from "vitest";
import { COUNTIES, COUNTY_BY_PREFIX, COUNTY_RANGES, countyOfPostCode } from "./county.ts";

describe("county from the post code", () => {
  it("finds the county of well-known post codes", () => {
    expect(countyOfPostCode("0150")).toBe("OSLO");
    expect(countyOfPostCode("1337")).toBe("AKERSHUS");
    expect(countyOfPostCode("1607")).toBe("OSTFOLD");
    expect(countyOfPostCode("2000")).toBe("AKERSHUS");
    expect(countyOfPostCode("2317")).toBe("INNLANDET");
    expect(countyOfPostCode("3015")).toBe("BUSKERUD");
    expect(countyOfPostCode("3110")).toBe("VESTFOLD");
    expect(countyOfPostCode("3725")).toBe("TELEMARK");
    expect(countyOfPostCode("4006")).toBe("ROGALAND");
    expect(countyOfPostCode("4610")).toBe("AGDER");
    expect(countyOfPostCode("5003")).toBe("VESTLAND");
    expect(countyOfPostCode("5527")).toBe("ROGALAND");
    expect(countyOfPostCode("6002")).toBe("MORE_OG_ROMSDAL");
    expect(countyOfPostCode("6800")).toBe("VESTLAND");
    expect(countyOfPostCode("7010")).toBe("TRONDELAG");
    expect(countyOfPostCode("8006")).toBe("NORDLAND");
    expect(countyOfPostCode("9008")).toBe("TROMS");
    expect(countyOfPostCode("9600")).toBe("FINNMARK");
  });

  it("anything but four digits has no county", () => {
    expect(countyOfPostCode("150")).toBeNull();
    expect(countyOfPostCode("abcd")).toBeNull();
  });

  it("the ranges are in order and name every county", () => {
    const starts = COUNTY_RANGES.map(([first]) => first);
    expect([...starts].sort()).toEqual(starts);
    expect(new Set(COUNTY_RANGES.map(([, county]) => county))).toEqual(new Set(COUNTIES));
  });

  it("the first two digits decide, as the database's lookup by prefix assumes", () => {
    for (const [first] of COUNTY_RANGES) expect(first.endsWith("00")).toBe(true);
    for (let code = 0; code <= 9999; code += 37) {
      const postCode = String(code).padStart(4, "0");
      expect(COUNTY_BY_PREFIX[Math.floor(code / 100)]).toBe(countyOfPostCode(postCode));
    }
  });
});
