import { colour, heatPump, jobScene, outsideWall, room, shadow } from "./parts.ts";

// The heat pump jobs, one drawing each (800×600, the subject in the middle).

/** The heat pump category's picture: an outdoor unit on a house wall. */
export const heatPumpCategory = () =>
  jobScene(
    `<rect y="468" width="800" height="132" fill="${colour.grass}"/><rect width="800" height="470" fill="${colour.wall}"/>${heatPump(230, 170, 2.1)}`,
  );

/** Air to air: the indoor unit high on a living room wall, blowing warm air into the room. */
export const airToAir = () =>
  jobScene(`${room(500)}
  <rect x="190" y="110" width="420" height="120" rx="34" fill="${colour.white}" stroke="#cfc6b6" stroke-width="4"/>
  <rect x="220" y="196" width="360" height="12" rx="6" fill="#d9d9d9"/>
  <circle cx="566" cy="150" r="7" fill="#22a34a"/>
  <path d="M610 170 H690" stroke="${colour.white}" stroke-width="16"/><circle cx="698" cy="170" r="16" fill="${colour.wallShade}"/>
  ${[0, 1, 2].map((i) => `<path d="M${250 + i * 110} 240 q-26 50 0 100 t0 100" fill="none" stroke="${colour.accent}" stroke-width="9" stroke-linecap="round" opacity="${0.75 - i * 0.15}"/>`).join("")}
  <rect x="90" y="300" width="110" height="150" rx="10" fill="${colour.glass}" stroke="${colour.white}" stroke-width="8"/>
  <rect x="460" y="380" width="150" height="90" rx="22" fill="${colour.navy}"/>
  <rect x="444" y="404" width="36" height="86" rx="14" fill="${colour.navy}"/>
  <rect x="590" y="404" width="36" height="86" rx="14" fill="${colour.navy}"/>
  <path d="M110 500 l10 -60 h40 l10 60 Z" fill="${colour.accent}"/>
  <circle cx="140" cy="420" r="26" fill="${colour.grass}"/><circle cx="124" cy="400" r="18" fill="#5f9150"/>`);

/** Air to water: the outdoor unit on the wall, piped to a tall hot-water tank beside it. */
export const airToWater = () =>
  jobScene(`${outsideWall()}
  ${heatPump(80, 290, 1.6)}
  <path d="M336 330 H440 V250 H500" fill="none" stroke="${colour.accent}" stroke-width="14" stroke-linejoin="round"/>
  <path d="M336 420 H470 V450 H500" fill="none" stroke="#2b7bb9" stroke-width="14" stroke-linejoin="round"/>
  ${shadow(590, 504, 120)}
  <rect x="500" y="110" width="180" height="390" rx="60" fill="${colour.white}" stroke="${colour.steel}" stroke-width="4"/>
  <rect x="520" y="140" width="18" height="330" rx="9" fill="#e6e6e6"/>
  <circle cx="590" cy="220" r="30" fill="${colour.white}" stroke="${colour.ink}" stroke-width="4"/>
  <path d="M590 220 L606 204" stroke="${colour.accent}" stroke-width="5" stroke-linecap="round"/>
  <path d="M590 320 c-24 32 -24 56 0 56 c24 0 24 -24 0 -56 Z" fill="#2b7bb9"/>
  ${shadow(208, 478, 140)}`);

/** A service visit: the outdoor unit with a spanner across it and a tick for the checked points. */
export const heatPumpService = () =>
  jobScene(`${outsideWall()}
  <rect x="200" y="430" width="400" height="14" fill="${colour.ink}"/>
  ${heatPump(232, 190, 2.1)}
  <g transform="translate(300 470) rotate(-30)">
    <path d="M-42.3 -18 A46 46 0 1 1 -42.3 18 L-10 18 L-10 -18 Z" fill="#7b8794" stroke="#4b5563" stroke-width="3"/>
    <rect x="30" y="-16" width="280" height="32" rx="16" fill="#7b8794" stroke="#4b5563" stroke-width="3"/>
    <rect x="180" y="-16" width="130" height="32" rx="16" fill="${colour.accent}"/>
  </g>
  <circle cx="610" cy="150" r="56" fill="${colour.teal}" stroke="${colour.white}" stroke-width="8"/>
  <path d="M584 152 l18 20 l34 -40" fill="none" stroke="${colour.white}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`);
