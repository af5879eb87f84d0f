import { colour, fuseBox, jobScene, room, shadow } from "./parts.ts";

// The electrician's jobs, one drawing each (800×600, the subject in the middle).

/** A new double wall socket, a plug with its cable beside it. */
export const wallSocket = () =>
  jobScene(`${room()}
  <rect x="258" y="158" width="256" height="256" rx="34" fill="#000000" opacity="0.08"/>
  <rect x="250" y="150" width="256" height="256" rx="34" fill="${colour.white}" stroke="#d8cfbf" stroke-width="4"/>
  <circle cx="378" cy="278" r="88" fill="#eeeeee" stroke="#cfcfcf" stroke-width="5"/>
  <circle cx="346" cy="278" r="12" fill="#333333"/><circle cx="410" cy="278" r="12" fill="#333333"/>
  <rect x="362" y="196" width="32" height="14" rx="3" fill="#b5b5b5"/><rect x="362" y="346" width="32" height="14" rx="3" fill="#b5b5b5"/>
  <rect x="572" y="234" width="38" height="12" rx="4" fill="#b5b5b5"/><rect x="572" y="310" width="38" height="12" rx="4" fill="#b5b5b5"/>
  <rect x="604" y="220" width="104" height="116" rx="30" fill="${colour.navy}"/>
  <rect x="620" y="236" width="16" height="84" rx="8" fill="${colour.white}" opacity="0.18"/>
  <path d="M706 278 C780 278 770 420 700 450 S600 490 620 560" fill="none" stroke="${colour.navyDark}" stroke-width="18" stroke-linecap="round"/>
  <path d="M170 120 l12 -30 l12 30 l30 12 l-30 12 l-12 30 l-12 -30 l-30 -12 Z" fill="${colour.sun}"/>`);

/** A stove with a pot on, and a stove guard on the wall above watching the hob. */
export const stoveGuard = () =>
  jobScene(`${room(520)}
  <rect x="170" y="90" width="460" height="240" fill="#dfe7ea"/>
  ${Array.from({ length: 5 }, (_, i) => `<line x1="170" y1="${90 + i * 48}" x2="630" y2="${90 + i * 48}" stroke="${colour.white}" stroke-width="4"/>`).join("")}
  ${Array.from({ length: 9 }, (_, i) => `<line x1="${170 + i * 57.5}" y1="90" x2="${170 + i * 57.5}" y2="330" stroke="${colour.white}" stroke-width="4"/>`).join("")}
  <rect x="330" y="110" width="140" height="64" rx="14" fill="${colour.white}" stroke="${colour.steel}" stroke-width="3"/>
  <circle cx="380" cy="142" r="16" fill="${colour.navy}"/><circle cx="380" cy="142" r="6" fill="${colour.glass}"/>
  <circle cx="436" cy="142" r="7" fill="#22a34a"/>
  ${[0, 1, 2].map((i) => `<path d="M${340 - i * 22} ${196 + i * 22} Q400 ${232 + i * 30} ${460 + i * 22} ${196 + i * 22}" fill="none" stroke="${colour.teal}" stroke-width="6" stroke-linecap="round" stroke-dasharray="4 14" opacity="${1 - i * 0.25}"/>`).join("")}
  <rect x="210" y="330" width="380" height="200" rx="10" fill="${colour.white}" stroke="${colour.steel}" stroke-width="4"/>
  <rect x="200" y="316" width="400" height="22" rx="6" fill="#1a1a1a"/>
  <rect x="250" y="380" width="300" height="120" rx="10" fill="#3a3a3a"/>
  <rect x="270" y="396" width="260" height="14" rx="7" fill="${colour.white}" opacity="0.2"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="${275 + i * 83}" cy="356" r="11" fill="${colour.ink}"/>`).join("")}
  <rect x="250" y="266" width="120" height="54" rx="8" fill="${colour.navy}"/>
  <rect x="236" y="262" width="148" height="12" rx="6" fill="${colour.navyDark}"/>
  <path d="M290 250 q10 -16 0 -32 M320 250 q10 -16 0 -32" fill="none" stroke="${colour.steel}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>
  <ellipse cx="490" cy="316" rx="60" ry="7" fill="${colour.accent}" opacity="0.7"/>`);

/** A living room ceiling with three recessed downlights, each lighting a pool on the floor. */
export const downlights = () =>
  jobScene(`${room(470)}
  <defs><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour.sun}" stop-opacity="0.75"/><stop offset="1" stop-color="${colour.sun}" stop-opacity="0"/></linearGradient></defs>
  <rect width="800" height="90" fill="${colour.white}"/>
  <rect y="90" width="800" height="8" fill="#000000" opacity="0.06"/>
  ${[180, 400, 620]
    .map(
      (x) => `<polygon points="${x - 30},94 ${x + 30},94 ${x + 120},470 ${x - 120},470" fill="url(#beam)"/>
  <ellipse cx="${x}" cy="92" rx="40" ry="11" fill="#d9d9d9"/><ellipse cx="${x}" cy="92" rx="28" ry="7" fill="#fff6d6"/>
  <ellipse cx="${x}" cy="520" rx="130" ry="22" fill="${colour.sun}" opacity="0.3"/>`,
    )
    .join("")}
  <rect x="250" y="360" width="300" height="80" rx="20" fill="${colour.navy}"/>
  <rect x="230" y="330" width="340" height="60" rx="24" fill="#0e4a6e"/>
  <rect x="226" y="372" width="52" height="110" rx="18" fill="${colour.navy}"/>
  <rect x="522" y="372" width="52" height="110" rx="18" fill="${colour.navy}"/>
  <rect x="278" y="400" width="244" height="52" rx="12" fill="#145479"/>
  <rect x="320" y="300" width="70" height="56" rx="14" fill="${colour.sun}"/>`);

/** A bathroom floor half tiled: the heating cable in loops on the bare floor, its thermostat on the wall. */
export const floorHeating = () =>
  jobScene(`<rect width="800" height="600" fill="#e3edf1"/>
  ${Array.from({ length: 8 }, (_, i) => `<line x1="0" y1="${i * 50}" x2="800" y2="${i * 50}" stroke="${colour.white}" stroke-width="4"/>`).join("")}
  ${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="370" stroke="${colour.white}" stroke-width="4"/>`).join("")}
  <rect x="560" y="170" width="70" height="100" rx="12" fill="${colour.white}" stroke="${colour.steel}" stroke-width="3"/>
  <rect x="574" y="186" width="42" height="26" rx="4" fill="${colour.navy}"/>
  <circle cx="595" cy="240" r="14" fill="none" stroke="${colour.accent}" stroke-width="5"/>
  <rect y="370" width="800" height="230" fill="#cfc8bd"/>
  <path d="M60 410 H700 V450 H100 V490 H700 V530 H100 V570 H740" fill="none" stroke="${colour.accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M595 270 V350 Q595 370 620 380 L700 410" fill="none" stroke="${colour.ink}" stroke-width="6"/>
  <polygon points="800,370 800,600 480,600 640,370" fill="#f4f6f7"/>
  ${[0, 1, 2].map((i) => `<line x1="${640 - i * 54}" y1="${370 + i * 78}" x2="800" y2="${370 + i * 78}" stroke="#d5dde0" stroke-width="4"/>`).join("")}
  ${[
    [520, 542],
    [580, 456],
    [700, 370],
    [760, 370],
  ]
    .map(([x, y]) => `<line x1="${x}" y1="${y}" x2="${x}" y2="600" stroke="#d5dde0" stroke-width="4"/>`)
    .join("")}
  ${[0, 1, 2].map((i) => `<path d="M${200 + i * 110} 350 q-14 -24 0 -48 t0 -48" fill="none" stroke="${colour.accent}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>`).join("")}`);

/** An inspection: the fuse box, a clipboard with ticked points, and a multimeter on its leads. */
export const inspection = () =>
  jobScene(`${room(520)}
  ${fuseBox(120, 70, 0.86)}
  <g transform="rotate(6 560 330)">
    <rect x="446" y="150" width="220" height="300" rx="12" fill="${colour.woodDark}"/>
    <rect x="464" y="176" width="184" height="256" fill="${colour.white}"/>
    <rect x="516" y="138" width="80" height="30" rx="8" fill="${colour.ink}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M480 ${216 + i * 56} l10 12 l20 -24" fill="none" stroke="${colour.teal}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><rect x="524" y="${214 + i * 56}" width="${100 - (i % 2) * 26}" height="10" rx="5" fill="#c9c9c9"/>`).join("")}
  </g>
  <rect x="560" y="390" width="130" height="190" rx="18" fill="${colour.sun}" stroke="#7a4100" stroke-width="4"/>
  <rect x="580" y="410" width="90" height="50" rx="6" fill="#2f3d2f"/>
  <rect x="590" y="424" width="50" height="10" rx="3" fill="#b6e3a8"/>
  <circle cx="625" cy="515" r="30" fill="${colour.ink}"/><rect x="621" y="488" width="8" height="28" rx="3" fill="${colour.white}"/>
  <path d="M600 580 C590 600 520 560 470 590" fill="none" stroke="#b91c1c" stroke-width="9" stroke-linecap="round"/>
  <path d="M650 580 C660 600 730 560 760 590" fill="none" stroke="#1a1a1a" stroke-width="9" stroke-linecap="round"/>
  ${shadow(625, 586, 80)}`);

/** A house's front door at dusk, lit by the new lamp on the wall beside it and lights along the path. */
export const outdoorLighting = () =>
  jobScene(`<defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#23406b"/><stop offset="1" stop-color="#e9a178"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${colour.sun}" stop-opacity="0.85"/><stop offset="1" stop-color="${colour.sun}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#dusk)"/>
  <circle cx="680" cy="80" r="26" fill="#fdf1c7"/>
  <polygon points="90,130 400,30 710,130" fill="#4a2a22"/>
  <rect x="120" y="130" width="560" height="360" fill="#8e3b2f"/>
  ${Array.from({ length: 13 }, (_, i) => `<line x1="${140 + i * 42}" y1="130" x2="${140 + i * 42}" y2="490" stroke="#000000" stroke-opacity="0.15" stroke-width="4"/>`).join("")}
  <rect x="170" y="220" width="110" height="110" fill="${colour.sun}" stroke="${colour.white}" stroke-width="8"/>
  <line x1="225" y1="220" x2="225" y2="330" stroke="${colour.white}" stroke-width="6"/>
  <rect x="340" y="270" width="120" height="220" fill="${colour.navy}" stroke="${colour.white}" stroke-width="8"/>
  <circle cx="440" cy="385" r="7" fill="${colour.sun}"/>
  <circle cx="540" cy="300" r="120" fill="url(#glow)"/>
  <rect x="524" y="262" width="32" height="56" rx="6" fill="#1a1a1a"/>
  <rect x="530" y="272" width="20" height="36" rx="3" fill="#fff3c4"/>
  <rect y="490" width="800" height="110" fill="#3f5f3a"/>
  <polygon points="340,490 460,490 560,600 240,600" fill="#b8ab98"/>
  ${[
    [250, 520],
    [560, 520],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="44" fill="url(#glow)"/><rect x="${(x as number) - 7}" y="${y}" width="14" height="56" fill="#1a1a1a"/><rect x="${(x as number) - 11}" y="${(y as number) - 14}" width="22" height="16" rx="4" fill="#fff3c4"/>`,
    )
    .join("")}`);

/** A wall charger in a carport, its cable plugged into the electric car parked beside it. */
export const evCharger = () =>
  jobScene(`<rect width="800" height="470" fill="${colour.wall}"/><rect y="470" width="800" height="130" fill="#b9b4ab"/>
  <rect x="150" y="110" width="170" height="260" rx="26" fill="${colour.navy}"/>
  <rect x="176" y="146" width="118" height="62" rx="10" fill="${colour.glass}"/>
  <path d="M240 154 L220 186 L234 186 L227 202 L252 172 L238 172 Z" fill="${colour.teal}"/>
  <circle cx="235" cy="280" r="32" fill="#14532d" stroke="${colour.grass}" stroke-width="8"/>
  ${shadow(610, 540, 230)}
  <path d="M400 520 V420 Q400 380 440 370 L520 350 Q560 280 640 276 H800 V520 Z" fill="${colour.accent}"/>
  <path d="M548 352 Q580 304 640 300 H800 V352 Z" fill="${colour.glass}"/>
  <rect x="680" y="300" width="10" height="52" fill="${colour.accent}"/>
  <path d="M235 370 C235 540 400 520 452 430" fill="none" stroke="#1a1a1a" stroke-width="14" stroke-linecap="round"/>
  <rect x="440" y="398" width="44" height="30" rx="8" fill="#1a1a1a"/>
  <rect x="404" y="430" width="36" height="18" rx="6" fill="${colour.sun}"/>
  <circle cx="520" cy="520" r="52" fill="#1a1a1a"/><circle cx="520" cy="520" r="22" fill="#bfbfbf"/>
  <circle cx="760" cy="520" r="52" fill="#1a1a1a"/><circle cx="760" cy="520" r="22" fill="#bfbfbf"/>`);

/** An open fuse box, one breaker tripped. */
export const openFuseBox = () =>
  jobScene(`<rect width="800" height="600" fill="${colour.wall}"/>${fuseBox(230, 70, 1, 4)}`);

/** The electrician category's picture: a fuse box of new breakers under a bolt. */
export const electricianCategory = () =>
  jobScene(
    `<rect x="250" y="90" width="300" height="420" rx="12" fill="#f5f5f5" stroke="${colour.ink}" stroke-width="6"/>${Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="${285 + (i % 5) * 48}" y="${150 + Math.floor(i / 5) * 150}" width="36" height="100" rx="4" fill="${colour.white}" stroke="${colour.ink}" stroke-width="3"/><rect x="${293 + (i % 5) * 48}" y="${175 + Math.floor(i / 5) * 150}" width="20" height="30" fill="${i % 3 === 0 ? colour.accent : colour.navy}"/>`,
    ).join(
      "",
    )}<path d="M400 20 L370 80 L395 80 L380 120 L430 60 L405 60 Z" fill="${colour.sun}" stroke="#7a4100" stroke-width="3"/>`,
  );
