import { colour, ground, heatPump, house, scene, sun } from "./parts.ts";

// The wide pictures of the home and seller pages.

/** A house with panels on the roof and a heat pump by the wall (1600×900). */
export const homeWithSolar = () =>
  scene(
    1600,
    900,
    `${sun(1350, 170, 90)}${ground(1600, 900)}${house(420, 300, 1.6, true)}${heatPump(1030, 610, 0.9)}`,
  );

/** A counter in a builders' merchant with a tablet to order on (1200×800). */
export const shopCounter = () =>
  scene(
    1200,
    800,
    `<rect x="0" y="520" width="1200" height="280" fill="#d9d9d9"/><rect x="200" y="420" width="800" height="160" fill="${colour.navy}"/><rect x="520" y="330" width="200" height="130" rx="10" fill="#1a1a1a"/><rect x="535" y="345" width="170" height="100" fill="${colour.glass}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${60 + i * 190}" y="80" width="150" height="200" fill="${[colour.accent, colour.sun, colour.teal, "#e8f1fb", "#14532d", "#fde4ec"][i]}"/>`).join("")}`,
  );
