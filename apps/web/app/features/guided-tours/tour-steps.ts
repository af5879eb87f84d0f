import type { TourPage } from "./tours";

export interface TourStep {
  title: string;
  text: string;
  /** What the step points at; a step whose element is missing is shown without it. */
  target: string;
}

const menu: TourStep = {
  title: "Menyen",
  text: "Her finner du sidene rollen din bruker. Menyen følger de aktive rollene dine.",
  target: 'nav[aria-label="Hovedmeny"]',
};
const userMenu: TourStep = {
  title: "Deg selv",
  text: "Her ser du hvem du er logget inn som, og her logger du ut.",
  target: ".user-menu",
};

const projects: TourStep[] = [
  {
    title: "Prosjektene",
    text: "Alle prosjekter samles her, de nyeste først. Velg et prosjekt for å se tidslinje, notater og dokumenter.",
    target: "h1",
  },
  {
    title: "Finn raskt fram",
    text: "Filtrer på status, avdeling og dato, eller søk på kunde og prosjektnummer.",
    target: '[role="search"][aria-label="Filtrer prosjekter"]',
  },
  menu,
  userMenu,
];

const calendar: TourStep[] = [
  {
    title: "Kalenderen",
    text: "Her ser du jobbene og befaringene uke for uke.",
    target: "h1",
  },
  {
    title: "Bla i tiden",
    text: "Gå til forrige eller neste uke, eller tilbake til i dag.",
    target: ".cal-toolbar__group",
  },
  {
    title: "Fargene",
    text: "Forklaringen viser hva fargene i kalenderen betyr.",
    target: ".cal-legend",
  },
  menu,
];

/** A seller lands on /selger, the storefront with their block on top. */
const seller: TourStep[] = [
  {
    title: "Ny bestilling",
    text: "Her starter du en ny bestilling for kunden i butikken, eller tømmer det forrige kunde la igjen.",
    target: ".seller-block .seller-actions",
  },
  {
    title: "Selgersiden",
    text: "På selgersiden følger du handlekurvene du har sendt og bestillingene dine.",
    target: ".seller-block__link",
  },
  userMenu,
];

/** The tour of each staff main page (a role's landing page), in Norwegian. */
export const tourSteps: Record<TourPage, TourStep[]> = { projects, calendar, seller };
