import { colour, ground, house, jobScene, shadow, sun } from "./parts.ts";

// The solar jobs, one drawing each (800×600, the subject in the middle).

/**
 * A house seen from its long side, `cols` × `rows` panels on its roof: `width` wide, its roof's foot
 * at `y`, centred.
 */
const panelHouse = (width: number, y: number, cols: number, rows: number) => {
  const x = (800 - width) / 2;
  const roofTop = y - 40 - rows * 56;
  const gap = 6;
  const cell = (width - 160 - (cols - 1) * gap) / cols;
  const panels = Array.from({ length: cols * rows }, (_, i) => {
    const px = x + 80 + (i % cols) * (cell + gap);
    const py = roofTop + 22 + Math.floor(i / cols) * 56;
    return `<rect x="${px}" y="${py}" width="${cell}" height="50" fill="${colour.panel}" stroke="${colour.panelLine}" stroke-width="2"/><line x1="${px + cell / 2}" y1="${py}" x2="${px + cell / 2}" y2="${py + 50}" stroke="${colour.panelLine}" stroke-width="1.5"/>`;
  }).join("");
  const windows = Math.max(2, Math.round(width / 160));
  return `
  ${shadow(400, 474, width / 2 + 20)}
  <polygon points="${x - 20},${y} ${x + width + 20},${y} ${x + width - 40},${roofTop} ${x + 40},${roofTop}" fill="${colour.roof}"/>
  ${panels}
  <rect x="${x + 10}" y="${y}" width="${width - 20}" height="${470 - y}" fill="${colour.plaster}"/>
  ${Array.from({ length: windows }, (_, i) => `<rect x="${x + 30 + i * ((width - 110) / windows)}" y="${y + 36}" width="50" height="50" fill="${colour.glass}" stroke="${colour.white}" stroke-width="6"/>`).join("")}
  <rect x="${x + width - 70}" y="${y + 40}" width="40" height="${430 - y}" fill="${colour.navy}"/>`;
};

/** The solar category's picture: a house with panels on its roof. */
export const solarCategory = () =>
  jobScene(`${sun(660, 110, 60)}${ground(800, 600)}${house(150, 180, 1.4, true)}`);

/** 6 kW: a small house, its 15 panels (as the job says) on its roof. */
export const smallRoofPanels = () =>
  jobScene(`${sun(650, 110, 56)}${ground(800, 600)}${panelHouse(440, 290, 5, 3)}`);

/** 10 kW: a long house, its roof full with 24 panels (as the job says). */
export const largeRoofPanels = () =>
  jobScene(`${sun(730, 58, 38)}${ground(800, 600)}${panelHouse(660, 310, 8, 3)}`);

/** A battery cabinet on the garage wall beside the inverter, its cable up to the panels on the roof. */
export const batteryStorage = () =>
  jobScene(`<rect width="800" height="600" fill="#e9e4dc"/>
  <rect y="500" width="800" height="100" fill="#b9b4ab"/>
  <rect x="150" y="0" width="14" height="230" fill="${colour.ink}"/>
  <rect x="150" y="220" width="130" height="14" fill="${colour.ink}"/>
  <rect x="230" y="210" width="14" height="40" fill="${colour.ink}"/>
  <rect x="190" y="130" width="130" height="190" rx="14" fill="${colour.navy}"/>
  <rect x="212" y="156" width="86" height="44" rx="6" fill="${colour.glass}"/>
  <path d="M224 178 q10 -18 20 0 t20 0 t20 0" fill="none" stroke="${colour.navy}" stroke-width="5" stroke-linecap="round"/>
  <circle cx="255" cy="260" r="14" fill="${colour.sun}"/>
  <path d="M255 320 V380 H400" fill="none" stroke="${colour.ink}" stroke-width="14" stroke-linejoin="round"/>
  ${shadow(510, 500, 150)}
  <rect x="400" y="150" width="220" height="350" rx="20" fill="${colour.white}" stroke="${colour.steel}" stroke-width="4"/>
  <rect x="490" y="132" width="40" height="22" rx="6" fill="${colour.steel}"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="440" y="${396 - i * 62}" width="140" height="48" rx="8" fill="${i < 3 ? "#22a34a" : "#e6e6e6"}"/>`).join("")}
  <path d="M520 210 l-22 40 h18 l-10 34 l32 -46 h-18 l12 -28 Z" fill="${colour.sun}" stroke="#7a4100" stroke-width="3"/>
  <rect x="650" y="90" width="110" height="110" fill="#cfe6f7" stroke="${colour.white}" stroke-width="8"/>
  ${sun(710, 130, 22)}`);

/** A solar panel on a stand, tilted toward the sun. */
export const panelOnStand = () =>
  jobScene(`${ground(800, 600)}${sun(680, 110, 60)}
  <polygon points="120,520 660,520 600,230 180,230" fill="${colour.panel}" stroke="#e8f4fb" stroke-width="6"/>
  ${[1, 2, 3].map((i) => `<line x1="${180 - i * 15}" y1="${230 + i * 72.5}" x2="${600 + i * 15}" y2="${230 + i * 72.5}" stroke="${colour.panelLine}" stroke-width="4"/>`).join("")}
  ${[1, 2, 3, 4, 5].map((i) => `<line x1="${180 + i * 70}" y1="230" x2="${120 + i * 90}" y2="520" stroke="${colour.panelLine}" stroke-width="4"/>`).join("")}
  <rect x="380" y="520" width="40" height="60" fill="${colour.ink}"/>`);
