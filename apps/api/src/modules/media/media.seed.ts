import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { Db } from "../../db/database.ts";
import type { MediaRepository } from "./media.repository.ts";
import { media } from "./media.schema.ts";
import type { MediaStorage } from "./media.storage.ts";

// Demo images, drawn here as SVG and rendered to JPEG on first start, so the repository ships no
// binary files and both local disk and S3 storage get them.

const sky = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd3f5"/><stop offset="1" stop-color="#e8f4fb"/></linearGradient>`;

const house = (x: number, y: number, s: number, panels: boolean) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="120" width="360" height="200" fill="#f4efe6"/>
    <polygon points="-30,130 180,0 390,130" fill="#7a3b2e"/>
    ${panels ? Array.from({ length: 8 }, (_, i) => `<polygon points="${60 + (i % 4) * 60},${95 - Math.floor(i / 4) * 34} ${110 + (i % 4) * 60},${95 - Math.floor(i / 4) * 34} ${104 + (i % 4) * 60},${70 - Math.floor(i / 4) * 34} ${66 + (i % 4) * 60},${70 - Math.floor(i / 4) * 34}" fill="#1f3b63" stroke="#9fb7d6" stroke-width="2"/>`).join("") : ""}
    <rect x="40" y="170" width="70" height="60" fill="#cfe6f7" stroke="#ffffff" stroke-width="6"/>
    <rect x="250" y="170" width="70" height="60" fill="#cfe6f7" stroke="#ffffff" stroke-width="6"/>
    <rect x="150" y="200" width="60" height="120" fill="#0b3d5c"/>
  </g>`;

const heatPump = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="160" height="110" rx="8" fill="#ffffff" stroke="#8c8c8c" stroke-width="3"/>
    <circle cx="60" cy="55" r="40" fill="#e0e0e0" stroke="#595959" stroke-width="3"/>
    <path d="M60 20 L66 55 L60 90 L54 55 Z M25 55 L60 49 L95 55 L60 61 Z" fill="#595959"/>
    <rect x="115" y="20" width="30" height="70" fill="#f5f5f5" stroke="#8c8c8c"/>
  </g>`;

const ground = (w: number, h: number) =>
  `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#7fb069"/>`;
const sun = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffd166"/>`;

function scene(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${sky("s")}</defs><rect width="${width}" height="${height}" fill="url(#s)"/>${body}</svg>`;
}

/** A wall-mounted EV charger with its cable and plug. */
const evCharger = `
  <rect x="0" y="0" width="800" height="470" fill="#f1e9dc"/>
  <rect x="300" y="110" width="200" height="300" rx="28" fill="#0b3d5c"/>
  <rect x="330" y="150" width="140" height="70" rx="10" fill="#cfe6f7"/>
  <path d="M405 160 L385 195 L400 195 L392 212 L418 180 L403 180 Z" fill="#0f5e63"/>
  <circle cx="400" cy="300" r="38" fill="#14532d" stroke="#7fb069" stroke-width="8"/>
  <path d="M400 410 C400 500 560 470 600 520" fill="none" stroke="#1a1a1a" stroke-width="16" stroke-linecap="round"/>
  <rect x="585" y="500" width="70" height="44" rx="10" fill="#1a1a1a"/>`;

/** A fuse box with the door open: two rows of breakers, one tripped. */
const fuseBox = `
  <rect x="0" y="0" width="800" height="600" fill="#f1e9dc"/>
  <rect x="230" y="70" width="340" height="460" rx="14" fill="#f5f5f5" stroke="#595959" stroke-width="6"/>
  <rect x="260" y="110" width="280" height="380" fill="#e6e6e6"/>
  ${Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${275 + (i % 6) * 43}" y="${140 + Math.floor(i / 6) * 170}" width="34" height="120" rx="4" fill="#ffffff" stroke="#595959" stroke-width="3"/><rect x="${283 + (i % 6) * 43}" y="${(i === 4 ? 205 : 160) + Math.floor(i / 6) * 170}" width="18" height="34" fill="${i === 4 ? "#c2410c" : "#0b3d5c"}"/>`,
  ).join("")}`;

/** Solar panels in a grid, tilted toward the sun. */
const solarPanel = `${sun(680, 110, 60)}
  <polygon points="120,520 660,520 600,230 180,230" fill="#1f3b63" stroke="#e8f4fb" stroke-width="6"/>
  ${[1, 2, 3].map((i) => `<line x1="${180 - i * 15 + 0}" y1="${230 + i * 72.5}" x2="${600 + i * 15}" y2="${230 + i * 72.5}" stroke="#9fb7d6" stroke-width="4"/>`).join("")}
  ${[1, 2, 3, 4, 5].map((i) => `<line x1="${180 + i * 70}" y1="230" x2="${120 + i * 90}" y2="520" stroke="#9fb7d6" stroke-width="4"/>`).join("")}
  <rect x="380" y="520" width="40" height="60" fill="#595959"/>`;

export interface SeedImage {
  key: string;
  title: string;
  alt: string;
  category: "picture" | "illustration" | "icon" | "product";
  width: number;
  height: number;
  svg: () => string;
}

export const SEED_IMAGES: SeedImage[] = [
  {
    key: "seed/hjem-hus-med-solceller.jpg",
    title: "Hus med solceller og varmepumpe",
    alt: "Enebolig med solcellepanel på taket og varmepumpe på veggen",
    category: "picture",
    width: 1600,
    height: 900,
    svg: () =>
      scene(
        1600,
        900,
        `${sun(1350, 170, 90)}${ground(1600, 900)}${house(420, 300, 1.6, true)}${heatPump(1030, 610, 0.9)}`,
      ),
  },
  {
    key: "seed/kategori-elektriker.jpg",
    title: "Elektriker",
    alt: "Sikringsskap med nye automatsikringer",
    category: "illustration",
    width: 800,
    height: 600,
    svg: () =>
      scene(
        800,
        600,
        `<rect x="250" y="90" width="300" height="420" rx="12" fill="#f5f5f5" stroke="#595959" stroke-width="6"/>${Array.from(
          { length: 10 },
          (_, i) =>
            `<rect x="${285 + (i % 5) * 48}" y="${150 + Math.floor(i / 5) * 150}" width="36" height="100" rx="4" fill="#ffffff" stroke="#595959" stroke-width="3"/><rect x="${293 + (i % 5) * 48}" y="${175 + Math.floor(i / 5) * 150}" width="20" height="30" fill="${i % 3 === 0 ? "#c2410c" : "#0b3d5c"}"/>`,
        ).join(
          "",
        )}<path d="M400 20 L370 80 L395 80 L380 120 L430 60 L405 60 Z" fill="#ffd166" stroke="#7a4100" stroke-width="3"/>`,
      ),
  },
  {
    key: "seed/kategori-varmepumpe.jpg",
    title: "Varmepumpe",
    alt: "Utedel til luft-til-luft-varmepumpe på en husvegg",
    category: "illustration",
    width: 800,
    height: 600,
    svg: () =>
      scene(
        800,
        600,
        `${ground(800, 600)}<rect x="0" y="0" width="800" height="470" fill="#f1e9dc"/>${heatPump(230, 170, 2.1)}`,
      ),
  },
  {
    key: "seed/kategori-solceller.jpg",
    title: "Solceller",
    alt: "Solcellepanel montert på et skråtak",
    category: "illustration",
    width: 800,
    height: 600,
    svg: () => scene(800, 600, `${sun(660, 110, 60)}${ground(800, 600)}${house(150, 180, 1.4, true)}`),
  },
  {
    key: "seed/selger-butikk.jpg",
    title: "Selger i butikk",
    alt: "Disk i byggevarehus med nettbrett for bestilling",
    category: "picture",
    width: 1200,
    height: 800,
    svg: () =>
      scene(
        1200,
        800,
        `<rect x="0" y="520" width="1200" height="280" fill="#d9d9d9"/><rect x="200" y="420" width="800" height="160" fill="#0b3d5c"/><rect x="520" y="330" width="200" height="130" rx="10" fill="#1a1a1a"/><rect x="535" y="345" width="170" height="100" fill="#cfe6f7"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${60 + i * 190}" y="80" width="150" height="200" fill="${["#c2410c", "#ffd166", "#0f5e63", "#e8f1fb", "#14532d", "#fde4ec"][i]}"/>`).join("")}`,
      ),
  },
  {
    key: "seed/jobb-elbillader.jpg",
    title: "Elbillader",
    alt: "Elbillader montert på veggen med ladekabel",
    category: "illustration",
    width: 800,
    height: 600,
    svg: () => scene(800, 600, `${ground(800, 600)}${evCharger}`),
  },
  {
    key: "seed/jobb-sikringsskap.jpg",
    title: "Sikringsskap",
    alt: "Åpent sikringsskap med to rader automatsikringer",
    category: "illustration",
    width: 800,
    height: 600,
    svg: () => scene(800, 600, fuseBox),
  },
  {
    key: "seed/jobb-solcellepanel.jpg",
    title: "Solcellepanel",
    alt: "Solcellepanel vendt mot solen",
    category: "illustration",
    width: 800,
    height: 600,
    svg: () => scene(800, 600, `${ground(800, 600)}${solarPanel}`),
  },
  {
    key: "seed/jobb-varmepumpe.jpg",
    title: "Varmepumpe",
    alt: "Utedel til varmepumpe på veggfeste",
    category: "illustration",
    width: 800,
    height: 600,
    svg: () =>
      scene(
        800,
        600,
        `${ground(800, 600)}<rect x="0" y="0" width="800" height="470" fill="#e8e1d4"/><rect x="220" y="420" width="360" height="16" fill="#595959"/>${heatPump(232, 180, 2.1)}`,
      ),
  },
];

/** Media rows for the demo images; their files are written by ensureSeedFiles at start. */
export async function seedMedia(tx: Db): Promise<void> {
  await tx.insert(media).values(
    SEED_IMAGES.map((image) => ({
      kind: "image",
      source: "cms",
      hidden: false,
      storageKey: image.key,
      mimeType: "image/jpeg",
      size: 0,
      width: image.width,
      height: image.height,
      originalFilename: image.key.split("/").pop() ?? image.key,
      category: image.category,
      title: image.title,
      alt: image.alt,
      hotspot: { x: 0.5, y: 0.55, width: 0.6, height: 0.6 },
    })),
  );
}

/** The demo back office's document (a project shares it with its customer); demo environments only. */
export const DEMO_DOCUMENT_KEY = "seed/samsvarserklaering.pdf";

/** The demo customer's photo of her fuse box, on her projects' lines: private, as every customer's. */
export const DEMO_PHOTO_KEY = "seed/kundebilde-sikringsskap.jpg";

export async function seedDemoDocuments(tx: Db): Promise<void> {
  await tx.insert(media).values([
    {
      kind: "document",
      source: "document",
      hidden: true,
      storageKey: DEMO_DOCUMENT_KEY,
      mimeType: "application/pdf",
      size: 0,
      originalFilename: "samsvarserklaering.pdf",
      title: "Samsvarserklæring",
    },
    {
      kind: "image",
      source: "customer",
      hidden: true,
      storageKey: DEMO_PHOTO_KEY,
      mimeType: "image/jpeg",
      size: 0,
      width: 800,
      height: 600,
      originalFilename: "sikringsskap.jpg",
    },
  ]);
}

/** A one-page PDF saying what a declaration of conformity is (an example, no real installation). */
async function renderDemoDocument(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText("Samsvarserklaering (eksempel)", { x: 60, y: 760, size: 20, font });
  page.drawText("Installasjonen er utfort i samsvar med gjeldende forskrifter.", {
    x: 60,
    y: 720,
    size: 12,
    font,
  });
  return Buffer.from(await doc.save());
}

/** The demo image at a storage key, rendered to JPEG; null for any other key. */
export async function renderSeedImage(key: string): Promise<Buffer | null> {
  const svg =
    key === DEMO_PHOTO_KEY
      ? scene(800, 600, fuseBox)
      : SEED_IMAGES.find((candidate) => candidate.key === key)?.svg();
  return svg ? sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer() : null;
}

/** Renders any demo image whose row exists but whose file does not. */
export async function ensureSeedFiles(storage: MediaStorage, repo: MediaRepository): Promise<number> {
  let written = 0;
  for (const image of SEED_IMAGES) {
    const row = await repo.getByKey(image.key);
    if (!row || (await storage.get(image.key))) continue;
    const bytes = await renderSeedImage(image.key);
    if (bytes) await storage.put(image.key, bytes, "image/jpeg");
    written++;
  }
  if ((await repo.getByKey(DEMO_PHOTO_KEY)) && !(await storage.get(DEMO_PHOTO_KEY))) {
    await storage.put(DEMO_PHOTO_KEY, (await renderSeedImage(DEMO_PHOTO_KEY)) as Buffer, "image/jpeg");
    written++;
  }
  if ((await repo.getByKey(DEMO_DOCUMENT_KEY)) && !(await storage.get(DEMO_DOCUMENT_KEY))) {
    await storage.put(DEMO_DOCUMENT_KEY, await renderDemoDocument(), "application/pdf");
    written++;
  }
  return written;
}
