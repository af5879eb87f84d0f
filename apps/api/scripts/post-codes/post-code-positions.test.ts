import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { distanceKm, type LatLon } from "../../src/modules/coverage/distance.ts";
import { parseNorwegianPlaces } from "./geonames-places.ts";
import { positionsSql, registerPositions } from "./positions-migration.ts";
import { type GeoPlace, PREFIX_CENTRES, placeKey, postCodePositions } from "./post-code-positions.ts";

describe("postCodePositions on the real register and GeoNames cities-500", () => {
  const positions = registerPositions();
  const near = (code: string, expected: LatLon, km: number) => {
    const found = positions.get(code)?.position;
    expect(found, code).not.toBeNull();
    expect(distanceKm(found as LatLon, expected), code).toBeLessThan(km);
  };

  it("places towns at their centre by name", () => {
    expect(positions.get("5003")?.source).toBe("name");
    near("5003", [60.39, 5.32], 2); // Bergen
    near("9008", [69.65, 18.96], 2); // Tromsø
    near("9600", [70.66, 23.68], 2); // Hammerfest
    near("4611", [58.15, 8.0], 3); // Kristiansand S, without the district letter
  });

  it("gives an unmatched place the position of its nearest matched code in numbering", () => {
    // Kvalsund (9620) is not a cities-500 place; 9616 Hammerfest is its nearest matched code.
    expect(positions.get("9620")).toEqual({ source: "neighbour", position: positions.get("9616")?.position });
    near("9620", [70.5, 23.97], 30);
  });

  it("keeps Oslo's district (prefix) centres and a hand-entered centre where GeoNames has none", () => {
    expect(positions.get("0150")).toEqual({ source: "region", position: PREFIX_CENTRES["01"] });
    expect(positions.get("1101")).toEqual({ source: "region", position: PREFIX_CENTRES["11"] });
    expect(positions.get("5200")?.source).toBe("town"); // Os near Bergen, not Os in Innlandet
    near("5200", [60.185, 5.47], 1);
  });

  it("positions every code of the register", () => {
    expect(positions.size).toBe(5132);
    expect([...positions.values()].every((p) => p.position !== null)).toBe(true);
  });

  it("is what migration 0020 sets", () => {
    const migration = readFileSync(
      new URL("../../src/db/migrations/0020_post_code_positions.sql", import.meta.url),
      "utf8",
    );
    // The first lines name the generator and its sources; 0020 names where the generator was then.
    const data = (sql: string) => sql.split("\n").slice(3).join("\n");
    expect(data(migration)).toBe(data(positionsSql(positions)));
  });
});

describe("postCodePositions rules", () => {
  const place = (names: string[], position: LatLon): GeoPlace => ({ names, position });

  it("matches names case- and diacritics-insensitively, also by alternate name", () => {
    expect(placeKey("BØ I TELEMARK")).toBe(placeKey("Bø i Telemark"));
    expect(placeKey("ÅLESUND")).toBe("alesund");
    const result = postCodePositions({ "6002": "ÅLESUND", "6200": "STRANDA" }, [
      place(["Ålesund"], [62.47, 6.15]),
      place(["Stranda kommune", "Strandaa", "Stranda"], [62.31, 6.95]),
    ]);
    expect(result.get("6002")).toEqual({ source: "name", position: [62.47, 6.15] });
    expect(result.get("6200")).toEqual({ source: "name", position: [62.31, 6.95] });
  });

  it("takes the namesake nearest the code's region, and none farther than 150 km", () => {
    const result = postCodePositions({ "4790": "VIK", "5200": "OS" }, [
      place(["Vik"], [61.08, 6.58]), // Vik i Sogn
      place(["Vik"], [58.45, 8.5]), // near region 47
      place(["Os"], [62.5, 11.2]), // Os in Innlandet, far from region 52
    ]);
    expect(result.get("4790")).toEqual({ source: "name", position: [58.45, 8.5] });
    expect(result.get("5200")).toEqual({ source: "town", position: [60.185, 5.47] });
  });

  it("uses the nearest matched neighbour in numbering within the region, the lower on a tie, else the centre", () => {
    const result = postCodePositions(
      { "3810": "A", "3812": "UKJENT", "3814": "B", "3820": "UKJENT TO", "3900": "UKJENT TRE" },
      [place(["A"], [59.4, 9.0]), place(["B"], [59.5, 9.1])],
    );
    expect(result.get("3812")).toEqual({ source: "neighbour", position: [59.4, 9.0] });
    expect(result.get("3820")).toEqual({ source: "neighbour", position: [59.5, 9.1] });
    // 39 is another region without a match: its centre, not a code of region 38.
    expect(result.get("3900")).toEqual({ source: "region", position: PREFIX_CENTRES["39"] });
  });

  it("reads Norwegian populated places from cities-500 lines", () => {
    const lines = [
      "3133880\tTromsø\tTromso\tTromsø,Romsa,Tromsø kommune\t69.6489\t18.95508\tP\tPPLA\tNO\t\t54\t5401\t\t\t38980\t\t10\tEurope/Oslo\t2022-08-21",
      "2673730\tStockholm\tStockholm\t\t59.32938\t18.06871\tP\tPPLC\tSE\t\t26\t0180\t\t\t1515017\t\t28\tEurope/Stockholm\t2019-11-26",
    ].join("\n");
    expect(parseNorwegianPlaces(lines)).toEqual([
      { names: ["Tromsø", "Tromso", "Tromsø", "Romsa", "Tromsø kommune"], position: [69.6489, 18.95508] },
    ]);
  });
});
