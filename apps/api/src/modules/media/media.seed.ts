import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import sharp from "sharp";
import type { Db } from "../../db/database.ts";
import type { MediaRepository } from "./media.repository.ts";
import { media } from "./media.schema.ts";
import type { MediaStorage } from "./media.storage.ts";
import {
  downlights,
  electricianCategory,
  evCharger,
  floorHeating,
  inspection,
  openFuseBox,
  outdoorLighting,
  stoveGuard,
  wallSocket,
} from "./seed-illustrations/electrician.ts";
import { airToAir, airToWater, heatPumpCategory, heatPumpService } from "./seed-illustrations/heat-pump.ts";
import { homeWithSolar, shopCounter } from "./seed-illustrations/pictures.ts";
import {
  batteryStorage,
  largeRoofPanels,
  panelOnStand,
  smallRoofPanels,
  solarCategory,
} from "./seed-illustrations/solar.ts";

// Demo images, drawn as SVG (seed-illustrations/) and rendered to JPEG on first start, so the
// repository ships no binary files and both local disk and S3 storage get them.

export interface SeedImage {
  key: string;
  title: string;
  alt: string;
  category: "picture" | "illustration" | "icon" | "product";
  width: number;
  height: number;
  svg: () => string;
}

/** An 800×600 illustration of one job (or category), at `seed/<file>`. */
const illustration = (file: string, title: string, alt: string, svg: () => string): SeedImage => ({
  key: `seed/${file}`,
  title,
  alt,
  category: "illustration",
  width: 800,
  height: 600,
  svg,
});

export const SEED_IMAGES: SeedImage[] = [
  {
    key: "seed/hjem-hus-med-solceller.jpg",
    title: "Hus med solceller og varmepumpe",
    alt: "Enebolig med solcellepanel på taket og varmepumpe på veggen",
    category: "picture",
    width: 1600,
    height: 900,
    svg: homeWithSolar,
  },
  illustration(
    "kategori-elektriker.jpg",
    "Elektriker",
    "Sikringsskap med nye automatsikringer",
    electricianCategory,
  ),
  illustration(
    "kategori-varmepumpe.jpg",
    "Varmepumpe",
    "Utedel til luft-til-luft-varmepumpe på en husvegg",
    heatPumpCategory,
  ),
  illustration("kategori-solceller.jpg", "Solceller", "Solcellepanel montert på et skråtak", solarCategory),
  {
    key: "seed/selger-butikk.jpg",
    title: "Selger i butikk",
    alt: "Disk i byggevarehus med nettbrett for bestilling",
    category: "picture",
    width: 1200,
    height: 800,
    svg: shopCounter,
  },
  illustration(
    "jobb-stikkontakt.jpg",
    "Stikkontakt",
    "Ny dobbel stikkontakt på veggen, med et støpsel og ledning ved siden av",
    wallSocket,
  ),
  illustration(
    "jobb-elbillader.jpg",
    "Elbillader",
    "Elbillader på veggen, med ladekabelen koblet til en elbil",
    evCharger,
  ),
  illustration(
    "jobb-sikringsskap.jpg",
    "Sikringsskap",
    "Åpent sikringsskap med to rader automatsikringer",
    openFuseBox,
  ),
  illustration(
    "jobb-komfyrvakt.jpg",
    "Komfyrvakt",
    "Komfyr med en kjele på platen og komfyrvakt på veggen over som følger med",
    stoveGuard,
  ),
  illustration(
    "jobb-downlights.jpg",
    "Downlights",
    "Tre innfelte downlights i taket over en sofa, hver med en lyskjegle ned mot gulvet",
    downlights,
  ),
  illustration(
    "jobb-varmekabler-bad.jpg",
    "Varmekabler på bad",
    "Badegulv under flislegging med varmekabel i sløyfer, og termostat på veggen",
    floorHeating,
  ),
  illustration(
    "jobb-el-kontroll.jpg",
    "El-kontroll",
    "Sikringsskap med en sjekkliste på skriveplate og et multimeter foran",
    inspection,
  ),
  illustration(
    "jobb-utebelysning.jpg",
    "Utebelysning",
    "Husvegg i skumringen med lampe ved inngangsdøren og lys langs hagegangen",
    outdoorLighting,
  ),
  illustration(
    "jobb-varmepumpe.jpg",
    "Luft-til-luft-varmepumpe",
    "Innedel til varmepumpe høyt på stueveggen som blåser varm luft ut i rommet",
    airToAir,
  ),
  illustration(
    "jobb-luft-til-vann.jpg",
    "Luft-til-vann-varmepumpe",
    "Utedel til varmepumpe koblet med rør til en høy varmtvannsbereder",
    airToWater,
  ),
  illustration(
    "jobb-service-varmepumpe.jpg",
    "Service på varmepumpe",
    "Utedel til varmepumpe med en fastnøkkel foran og et hakemerke for utført service",
    heatPumpService,
  ),
  illustration(
    "jobb-solceller-lite-tak.jpg",
    "Solceller på lite tak",
    "Lite hus med 15 solcellepanel på taket",
    smallRoofPanels,
  ),
  illustration(
    "jobb-solceller-stort-tak.jpg",
    "Solceller på stort tak",
    "Langt hus med 24 solcellepanel på taket",
    largeRoofPanels,
  ),
  illustration(
    "jobb-batteri.jpg",
    "Batteri til solcelleanlegg",
    "Batteriskap på garasjeveggen ved siden av vekselretteren, med kabel opp til solcellepanelene",
    batteryStorage,
  ),
  illustration("jobb-solcellepanel.jpg", "Solcellepanel", "Solcellepanel vendt mot solen", panelOnStand),
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
    key === DEMO_PHOTO_KEY ? openFuseBox() : SEED_IMAGES.find((candidate) => candidate.key === key)?.svg();
  // Plain libjpeg, not mozjpeg: these are originals, re-encoded for every served variant, and the
  // start waits for them (mozjpeg took 5 s for the set here, plain 1 s).
  return svg ? sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer() : null;
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
