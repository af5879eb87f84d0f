/**
 * Writes the SQL that loads the post-code register into `post_code` (an idempotent upsert).
 * The migration `0002_post_code_register.sql` was written by:
 *   npx tsx apps/api/scripts/post-codes/register-migration.ts > apps/api/src/db/migrations/<file>.sql
 * (then with the prefix-centre positions of that time; 0020_post_code_positions.sql replaced them).
 * When the package brings a new register, generate a new custom migration the same way; it carries the
 * current positions, from the same `postCodePositions` as positions-migration.ts.
 */
import { createRequire } from "node:module";
import { registerPositions } from "./positions-migration.ts";

const SMALL_WORDS = new Set(["i", "på", "og", "ved"]);

/** "MO I RANA" → "Mo i Rana", "BØ I TELEMARK" → "Bø i Telemark", "SKJÆRHALDEN" → "Skjærhalden". */
export function placeName(upper: string): string {
  return upper
    .toLocaleLowerCase("nb")
    .split(" ")
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|-)(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toLocaleUpperCase("nb")),
    )
    .join(" ");
}

export function registerRows(): { code: string; place: string; lat: number | null; lon: number | null }[] {
  const register = createRequire(import.meta.url)("norway-postal-codes") as Record<string, string>;
  const positions = registerPositions();
  return Object.entries(register)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, upper]) => {
      const position = positions.get(code)?.position;
      return { code, place: placeName(upper), lat: position?.[0] ?? null, lon: position?.[1] ?? null };
    });
}

function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function registerSql(): string {
  const values = registerRows()
    .map((r) => `(${sqlText(r.code)}, ${sqlText(r.place)}, ${r.lat ?? "NULL"}, ${r.lon ?? "NULL"})`)
    .join(",\n");
  return `-- The Norwegian post-code register (npm package norway-postal-codes 3.3.0), with approximate
-- positions (docs/decisions/004-post-code-coverage.md). Idempotent: re-running updates in place.
INSERT INTO "post_code" ("code", "place", "lat", "lon") VALUES
${values}
ON CONFLICT ("code") DO UPDATE SET "place" = EXCLUDED."place", "lat" = EXCLUDED."lat", "lon" = EXCLUDED."lon";
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  process.stdout.write(registerSql());
}
