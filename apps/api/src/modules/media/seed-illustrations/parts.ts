// The shared parts of the demo drawings: one palette, the frame, and what several scenes show.

export const colour = {
  navy: "#0b3d5c",
  navyDark: "#072a40",
  accent: "#c2410c",
  sun: "#ffd166",
  teal: "#0f5e63",
  grass: "#7fb069",
  wall: "#f1e9dc",
  wallShade: "#e4d8c5",
  wood: "#c89f7a",
  woodDark: "#a97f5c",
  glass: "#cfe6f7",
  steel: "#8c8c8c",
  ink: "#595959",
  panel: "#1f3b63",
  panelLine: "#9fb7d6",
  roof: "#7a3b2e",
  plaster: "#f4efe6",
  white: "#ffffff",
};

const sky = `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd3f5"/><stop offset="1" stop-color="#e8f4fb"/></linearGradient>`;

/** A whole drawing: a sky behind whatever the body draws over it. */
export function scene(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${sky}</defs><rect width="${width}" height="${height}" fill="url(#s)"/>${body}</svg>`;
}

/** An 800×600 job picture: a 4:3 frame, so the job card and job page show it uncropped. */
export const jobScene = (body: string) => scene(800, 600, body);

export const ground = (w: number, h: number) =>
  `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${colour.grass}"/>`;

export const sun = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour.sun}"/>`;

/** A soft shadow under something standing at (cx, cy). */
export const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.min(rx / 8, 12)}" fill="#000000" opacity="0.12"/>`;

/** An indoor wall down to a floor line at `floorY`, with a skirting board and a wooden floor. */
export const room = (floorY = 500, floor = colour.wood) => `
  <rect width="800" height="600" fill="${colour.wall}"/>
  <rect y="${floorY}" width="800" height="${600 - floorY}" fill="${floor}"/>
  <rect y="${floorY - 14}" width="800" height="14" fill="${colour.white}"/>`;

/** An outside wall of wooden boards down to the grass. */
export const outsideWall = (fill = colour.wallShade) => `
  <rect width="800" height="470" fill="${fill}"/>
  ${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 50 + 25}" y1="0" x2="${i * 50 + 25}" y2="470" stroke="#000000" stroke-opacity="0.06" stroke-width="4"/>`).join("")}
  <rect y="470" width="800" height="130" fill="${colour.grass}"/>`;

export const house = (x: number, y: number, s: number, panels: boolean) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="120" width="360" height="200" fill="${colour.plaster}"/>
    <polygon points="-30,130 180,0 390,130" fill="${colour.roof}"/>
    ${panels ? Array.from({ length: 8 }, (_, i) => `<polygon points="${60 + (i % 4) * 60},${95 - Math.floor(i / 4) * 34} ${110 + (i % 4) * 60},${95 - Math.floor(i / 4) * 34} ${104 + (i % 4) * 60},${70 - Math.floor(i / 4) * 34} ${66 + (i % 4) * 60},${70 - Math.floor(i / 4) * 34}" fill="${colour.panel}" stroke="${colour.panelLine}" stroke-width="2"/>`).join("") : ""}
    <rect x="40" y="170" width="70" height="60" fill="${colour.glass}" stroke="${colour.white}" stroke-width="6"/>
    <rect x="250" y="170" width="70" height="60" fill="${colour.glass}" stroke="${colour.white}" stroke-width="6"/>
    <rect x="150" y="200" width="60" height="120" fill="${colour.navy}"/>
  </g>`;

/** A heat pump's outdoor unit, 160×110 before scaling, its fan at the left. */
export const heatPump = (x: number, y: number, s: number) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="160" height="110" rx="8" fill="${colour.white}" stroke="${colour.steel}" stroke-width="3"/>
    <circle cx="60" cy="55" r="40" fill="#e0e0e0" stroke="${colour.ink}" stroke-width="3"/>
    <path d="M60 20 L66 55 L60 90 L54 55 Z M25 55 L60 49 L95 55 L60 61 Z" fill="${colour.ink}"/>
    <rect x="115" y="20" width="30" height="70" fill="#f5f5f5" stroke="${colour.steel}"/>
  </g>`;

/** A fuse box with the door open, `breakers` in two rows, `tripped` (an index) switched down. */
export const fuseBox = (x: number, y: number, s: number, tripped = -1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="340" height="460" rx="14" fill="#f5f5f5" stroke="${colour.ink}" stroke-width="6"/>
    <rect x="30" y="40" width="280" height="380" fill="#e6e6e6"/>
    ${Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${45 + (i % 6) * 43}" y="${70 + Math.floor(i / 6) * 170}" width="34" height="120" rx="4" fill="${colour.white}" stroke="${colour.ink}" stroke-width="3"/><rect x="${53 + (i % 6) * 43}" y="${(i === tripped ? 135 : 90) + Math.floor(i / 6) * 170}" width="18" height="34" fill="${i === tripped ? colour.accent : colour.navy}"/>`,
    ).join("")}
  </g>`;
