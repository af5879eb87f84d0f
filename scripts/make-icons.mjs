// Draws the app icons from the logo's mark (a lightning bolt in a roof, features/shell/logo.tsx)
// in the brand colour of the design tokens, and writes them with the web manifest to
// apps/web/public, which the web build serves at the site's root. The output is committed;
// run `node scripts/make-icons.mjs` again after changing the mark, the colour or the name.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const out = path.join(root, "apps/web/public");
const tokens = fs.readFileSync(path.join(root, "apps/web/app/styles/tokens.css"), "utf8");
const token = (variable) => {
  const value = tokens.match(new RegExp(`--${variable}:\\s*(#[0-9a-f]{6})`, "i"))?.[1];
  if (!value) throw new Error(`tokens.css has no --${variable}`);
  return value.toLowerCase();
};
const brand = token("color-brand");
const background = token("color-background");
const bolt = "#ffd166"; // the logo's bolt
const name = "Montørtorget";

/** The mark on a 32-unit grid; `tile` rounds the corners (a browser tab), else it fills the square. */
function iconSvg({ tile, scale = 1 }) {
  const offset = (32 - 32 * scale) / 2;
  const place = scale === 1 ? "" : ` transform="translate(${offset} ${offset}) scale(${scale})"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <title>${name}</title>
  <rect width="32" height="32" rx="${tile ? 7 : 0}" fill="${brand}"/>
  <g${place}>
    <path d="M4 16.5 16 6l12 10.5V27H4z" fill="${background}"/>
    <path d="M17.6 9.5 10.8 20h4.9l-1.5 6.5L21.4 15.5h-4.9z" fill="${bolt}" stroke="${brand}" stroke-width="1.1" stroke-linejoin="round"/>
  </g>
</svg>
`;
}

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** An .ico holding PNG images (read by every browser since 2007), largest last. */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const tileSvg = iconSvg({ tile: true });
const fullSvg = iconSvg({ tile: false });
// A maskable icon keeps its mark inside the middle 80 % circle that every launcher shape shows.
const maskableSvg = iconSvg({ tile: false, scale: 0.72 });

fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "icon.svg"), tileSvg);
const favicon = await Promise.all(
  [16, 32, 48].map(async (size) => ({ size, data: await png(tileSvg, size) })),
);
fs.writeFileSync(path.join(out, "favicon.ico"), ico(favicon));
fs.writeFileSync(path.join(out, "apple-touch-icon.png"), await png(fullSvg, 180));
fs.writeFileSync(path.join(out, "icon-192.png"), await png(tileSvg, 192));
fs.writeFileSync(path.join(out, "icon-512.png"), await png(tileSvg, 512));
fs.writeFileSync(path.join(out, "icon-maskable-512.png"), await png(maskableSvg, 512));

const manifest = {
  name: `${name} – elektriker, varmepumpe og solceller til fast pris`,
  short_name: name,
  description: "Bestill elektrikerjobber, varmepumper og solceller til fast pris.",
  lang: "nb",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: brand,
  background_color: background,
  icons: [
    { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
    { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
    { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    { src: "/icon-maskable-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
  ],
};
fs.writeFileSync(path.join(out, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
console.info(`Ikoner og manifest skrevet til ${path.relative(root, out)} (temafarge ${brand}).`);
