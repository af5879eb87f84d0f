#!/usr/bin/env node
// Before/after pairs from two runs of the page sweep (e2e/page-sweep.test.ts writes
// .tmp/screenshots/sweep/{ROLE}-{width}{path}.png): one side-by-side picture per page and width,
// each page by the first role in ROLE_ORDER that reached it, pictures that did not change left out.
//
//   node scripts/screenshot-pairs.mjs BEFORE_DIR AFTER_DIR OUT_DIR
//
// OUT_DIR gets {width}{path}.jpg and an index.md listing them.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const [beforeDir, afterDir, outDir] = process.argv.slice(2);
if (!beforeDir || !afterDir || !outDir) {
  console.error("Bruk: node scripts/screenshot-pairs.mjs FØR-MAPPE ETTER-MAPPE UT-MAPPE");
  process.exit(2);
}

const ROLE_ORDER = [
  "VISITOR",
  "CUSTOMER",
  "CASEWORKER",
  "GLOBAL_ADMIN",
  "CONTRACTOR_ADMIN",
  "ELECTRICIAN",
  "INSPECTOR",
  "STORE_EMPLOYEE",
  "CUSTOMER_SERVICE",
  "SALES_PARTNER_ADMIN",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "SALES_PARTNER_SELLER",
];
const GAP = 24;
const LABEL = 40;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * "CASEWORKER-1366_kunder_{uuid}.png" → { role, page: "1366_kunder_id" }: the demo's ids differ from
 * one start to the next, so a page is known by its path with ids written "id".
 */
function parse(file) {
  const match = /^([A-Z_]+)-(\d+)(.*)\.png$/.exec(file);
  return match ? { role: match[1], page: `${match[2]}${(match[3] || "_").replace(UUID, "id")}` } : null;
}

/** Each page's screenshot by the first role of ROLE_ORDER that has it. */
function byPage(dir) {
  const pages = new Map();
  for (const file of fs.readdirSync(dir)) {
    const shot = parse(file);
    if (!shot || !ROLE_ORDER.includes(shot.role)) continue;
    const current = pages.get(shot.page);
    if (!current || ROLE_ORDER.indexOf(shot.role) < ROLE_ORDER.indexOf(current.role))
      pages.set(shot.page, { ...shot, file: path.join(dir, file) });
  }
  return pages;
}

const afterPages = byPage(afterDir);
const chosen = [...byPage(beforeDir).values()]
  .filter((shot) => afterPages.get(shot.page)?.role === shot.role)
  .map((shot) => ({ ...shot, afterFile: afterPages.get(shot.page).file }));

const label = (text, width) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><rect width="100%" height="100%" fill="#fff"/><text x="8" y="28" font-family="sans-serif" font-size="22" fill="#111">${text}</text></svg>`,
  );

fs.mkdirSync(outDir, { recursive: true });
const lines = [];
for (const { page, role, file, afterFile } of chosen.sort((a, b) => a.page.localeCompare(b.page))) {
  const before = fs.readFileSync(file);
  const after = fs.readFileSync(afterFile);
  const [a, b] = await Promise.all(
    [before, after].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  if (a.info.width === b.info.width && a.info.height === b.info.height && a.data.equals(b.data)) continue;
  const width = a.info.width + GAP + b.info.width;
  const height = LABEL + Math.max(a.info.height, b.info.height);
  const out = `${page.endsWith("_") ? `${page}forside` : page}.jpg`;
  await sharp({ create: { width, height, channels: 3, background: "#d0d0d0" } })
    .composite([
      { input: label("Før", a.info.width), left: 0, top: 0 },
      { input: label("Etter", b.info.width), left: a.info.width + GAP, top: 0 },
      { input: before, left: 0, top: LABEL },
      { input: after, left: a.info.width + GAP, top: LABEL },
    ])
    .jpeg({ quality: 60, mozjpeg: true })
    .toFile(path.join(outDir, out));
  lines.push(`- [${page.replace(/^(\d+)_?/, "$1 px /").replaceAll("_", "/")}](${out}) (${role})`);
}
fs.writeFileSync(
  path.join(outDir, "index.md"),
  `# Før og etter\n\nVenstre: før, høyre: etter. Én side per rad, sett som rollen i parentes.\n\n${lines.join("\n")}\n`,
);
console.log(`${lines.length} par skrevet til ${outDir}`);
