import type { Module } from "@mt/domain/entities/module";
import type { RichText } from "@mt/domain/entities/rich-text";
import type { Db } from "../../db/database.ts";
import { cmsMenu, cmsModuleTemplate, cmsPage, type PageData, type StoredMenuItem } from "./cms.schema.ts";

// Norwegian demo content: home, seller home, privacy, terms, newsletter, about; menus; one template.

let keyCounter = 0;
const key = () => `seed-${++keyCounter}`;
const mod = (type: string, data: Record<string, unknown>): Module => ({ key: key(), type, data });

const span = (text: string, marks: string[] = []) => ({ _type: "span" as const, _key: key(), text, marks });
const p = (...children: ReturnType<typeof span>[]) => ({
  _type: "block" as const,
  _key: key(),
  style: "normal",
  markDefs: [] as { _type: string; _key: string; [k: string]: unknown }[],
  children,
});
const para = (text: string) => p(span(text));
const h = (style: "h2" | "h3", text: string) => ({ ...para(text), style });
const li = (text: string, listItem: "bullet" | "number" = "bullet") => ({
  ...para(text),
  listItem,
  level: 1,
});
/** A paragraph with one internal link: before, [link text](path), after. */
const linked = (before: string, text: string, path: string, after: string) => {
  const mark = key();
  return {
    ...p(span(before), span(text, [mark]), span(after)),
    markDefs: [{ _type: "link", _key: mark, path }],
  };
};

const image = (file: string, alt: string, id?: number) => ({
  ...(id && { id }),
  url: `/media/seed/${file}`,
  alt,
  hotspot: { x: 0.5, y: 0.55, width: 0.6, height: 0.6 },
});

const seo = (title: string, description: string, keywords: string[] = [], img: string | null = null) => ({
  title,
  description,
  keywords,
  image: img,
});

const data = (modules: Module[], pageSeo: PageData["seo"], background = "#ffffff"): PageData => ({
  modules,
  seo: pageSeo,
  background,
});

function legal(intro: string, sections: [string, string[]][]): RichText {
  return [
    para(intro),
    ...sections.flatMap(([heading, paragraphs]) => [h("h2", heading), ...paragraphs.map(para)]),
  ] as RichText;
}

export async function seedCms(tx: Db): Promise<void> {
  const [template] = await tx
    .insert(cmsModuleTemplate)
    .values({
      title: "Usikker? Bestill befaring",
      previewId: null,
      data: [
        mod("call_to_action", {
          heading: "Usikker på hva du trenger?",
          text: "Bestill en befaring, så ser en montør på jobben og gir deg en fast pris før noe blir gjort.",
          button: {
            title: "Se jobber med befaring",
            url: "/nettbutikk/alle",
            type: "url",
            buttonType: "secondary-inverted",
            buttonSize: "default",
            target: "_self",
          },
          background: "brand",
        }),
      ],
    })
    .returning({ id: cmsModuleTemplate.id });
  const cta = () => mod("module_template", { templateId: template?.id, syncMode: "Synced", modules: [] });

  const home = data(
    [
      mod("hero", {
        heading: "Elektriker, varmepumpe og solceller til fast pris",
        text: "Sjekk om vi leverer der du bor, velg jobben og se prisen med en gang. Du velger selv når montøren kommer.",
        image: image(
          "hjem-hus-med-solceller.jpg",
          "Enebolig med solcellepanel på taket og varmepumpe på veggen",
        ),
        buttons: [
          {
            title: "Se alle jobber",
            url: "/nettbutikk/alle",
            type: "url",
            buttonType: "primary",
            buttonSize: "default",
            target: "_self",
          },
          {
            title: "Slik fungerer det",
            url: "#slik-fungerer-det",
            type: "url",
            buttonType: "secondary",
            buttonSize: "default",
            target: "_self",
          },
        ],
        align: "left",
        background: "brand-tint",
      }),
      mod("post_code_check", { heading: "Sjekk om vi leverer der du bor", buttonText: "Se jobber" }),
      mod("job_category_grid", {
        heading: "Hva trenger du hjelp til?",
        intro: "Alle jobber utføres av autoriserte montører fra lokale installatørbedrifter.",
        categories: [
          {
            title: "Elektriker",
            text: "Stikkontakter, lys, sikringsskap og elbillader.",
            image: image("kategori-elektriker.jpg", ""),
            link: {
              title: "Se elektrikerjobber",
              url: "/nettbutikk/alle?kategori=elektriker",
              type: "url",
              target: "_self",
            },
          },
          {
            title: "Varmepumpe",
            text: "Luft-til-luft-varmepumpe levert og montert, med service.",
            image: image("kategori-varmepumpe.jpg", ""),
            link: {
              title: "Se varmepumper",
              url: "/nettbutikk/alle?kategori=varmepumpe",
              type: "url",
              target: "_self",
            },
          },
          {
            title: "Solceller",
            text: "Solcelleanlegg tilpasset taket ditt, med søknad om Enova-støtte.",
            image: image("kategori-solceller.jpg", ""),
            link: {
              title: "Se solcellepakker",
              url: "/nettbutikk/alle?kategori=solceller",
              type: "url",
              target: "_self",
            },
          },
        ],
      }),
      mod("unique_selling_points", {
        heading: "Trygt og enkelt",
        items: [
          {
            title: "Fast pris",
            text: "Du ser hva jobben koster før du bestiller. Ingen overraskelser på fakturaen.",
            icon: "price",
          },
          {
            title: "Du velger tidspunkt",
            text: "Velg dag og tidsrom som passer deg, også på kort varsel.",
            icon: "clock",
          },
          {
            title: "Autoriserte montører",
            text: "Alle elektrikere er registrert i DSBs elvirksomhetsregister.",
            icon: "shield",
          },
          {
            title: "Reklamasjonsrett i fem år",
            text: "Arbeid på boligen din følger håndverkertjenesteloven: du kan reklamere i fem år etter at jobben er gjort.",
            icon: "check",
          },
        ],
      }),
      mod("text_with_image", {
        heading: "Slik fungerer det",
        content: [
          li("Skriv inn postnummeret ditt og se hvilke jobber vi leverer der du bor.", "number"),
          li("Velg jobben og svar på noen korte spørsmål. Prisen oppdateres mens du svarer.", "number"),
          li("Velg et tidspunkt som passer, og bestill. Du trenger ikke å logge inn.", "number"),
          li("Montøren kommer og gjør jobben. Du følger prosjektet på «min side».", "number"),
        ],
        image: image("kategori-solceller.jpg", "Solcellepanel montert på et skråtak"),
        imagePosition: "right",
        buttons: [
          {
            title: "Kom i gang",
            url: "/nettbutikk/alle",
            type: "url",
            buttonType: "primary",
            buttonSize: "medium",
            target: "_self",
          },
        ],
      }),
      mod("faq", {
        heading: "Ofte stilte spørsmål",
        items: [
          {
            question: "Må jeg være hjemme når montøren kommer?",
            answer: [
              para(
                "Nei, men montøren må komme inn. Skriv gjerne i bestillingen hvor nøkkelen ligger eller hvem som åpner.",
              ),
            ],
          },
          {
            question: "Hva er inkludert i prisen?",
            answer: [
              para(
                "Prisen dekker arbeid, kjøring og materiellet som står i bestillingen, inkludert merverdiavgift.",
              ),
            ],
          },
          {
            question: "Kan jeg endre eller avbestille?",
            answer: [
              linked(
                "Ja, kostnadsfritt inntil 48 timer før avtalt tid. Les mer i ",
                "avtalevilkårene",
                "/avtalevilkar",
                ".",
              ),
            ],
          },
          {
            question: "Når betaler jeg?",
            answer: [
              para(
                "Du betaler ingenting når du bestiller. Du får faktura når jobben er gjort. Delbetaling kan ikke velges i kassen.",
              ),
            ],
          },
        ],
      }),
      cta(),
    ],
    seo(
      "Elektriker, varmepumpe og solceller til fast pris",
      "Bestill elektriker, varmepumpe eller solceller til fast pris, og velg når jobben skal gjøres.",
      ["elektriker", "varmepumpe", "solceller", "fastpris"],
      "/media/seed/hjem-hus-med-solceller.jpg",
    ),
  );

  const seller = data(
    [
      mod("hero", {
        heading: "Selg montasje sammen med produktene",
        text: "Som selger i butikk bestiller du elektriker, varmepumpe eller solceller for kunden, med fast pris og tidspunkt med en gang.",
        image: image("selger-butikk.jpg", "Disk i byggevarehus med nettbrett for bestilling"),
        buttons: [
          {
            title: "Gå til nettbutikken",
            url: "/nettbutikk/alle",
            type: "url",
            buttonType: "primary",
            buttonSize: "default",
            target: "_self",
          },
        ],
        background: "sand",
      }),
      mod("unique_selling_points", {
        heading: "Slik hjelper du kunden",
        items: [
          {
            title: "Bestill for kunden",
            text: "Legg jobbene i handlekurven og book på kundens vegne.",
            icon: "tool",
          },
          {
            title: "Send handlekurven",
            text: "Kunden får en lenke på SMS eller e-post og fullfører selv.",
            icon: "check",
          },
          { title: "Følg salget", text: "Se bestillingene fra avdelingen din samlet.", icon: "star" },
        ],
      }),
    ],
    seo("For selgere", "Bestill montasje for kundene dine i butikken, med fast pris og tidspunkt."),
  );

  const privacy = data(
    [
      mod("rich_text", {
        content: legal(
          "Her forklarer vi hvilke personopplysninger vi behandler når du bruker tjenesten, og hvorfor.",
          [
            [
              "Hvem er behandlingsansvarlig?",
              [
                "Elektrogrossisten som leverer tjenesten er behandlingsansvarlig. Installatørbedriften som utfører jobben er databehandler for opplysningene den trenger.",
              ],
            ],
            [
              "Hvilke opplysninger vi samler inn",
              [
                "Navn, adresse, telefonnummer og e-post når du bestiller, og bilder du laster opp av det som skal gjøres.",
                "Vi lagrer også hvilke jobber du har bestilt og når.",
              ],
            ],
            [
              "Hvorfor vi behandler dem",
              [
                "For å levere jobben du har bestilt, sende bekreftelser og påminnelser, og følge opp reklamasjoner.",
              ],
            ],
            [
              "Dine rettigheter",
              [
                "Du kan be om innsyn, retting og sletting. Kontakt kundeservice, så svarer vi innen 30 dager.",
              ],
            ],
          ],
        ),
      }),
    ],
    seo("Personvern", "Slik behandler vi personopplysningene dine."),
  );

  const terms = data(
    [
      mod("rich_text", {
        content: legal("Disse vilkårene gjelder når du som forbruker bestiller en jobb gjennom tjenesten.", [
          [
            "Pris",
            [
              "Prisen du ser når du bestiller er fast og inkluderer merverdiavgift. Endringer som du ber om på stedet avtales med montøren før de utføres.",
            ],
          ],
          [
            "Endring og avbestilling",
            ["Du kan endre eller avbestille kostnadsfritt inntil 48 timer før avtalt tid."],
          ],
          [
            "Reklamasjon",
            [
              "Reklamasjonsfristen er fem år for arbeid og materiell som er ment å vare vesentlig lenger enn to år, ellers to år.",
            ],
          ],
          [
            "Angrerett",
            [
              "Angreretten gjelder etter angrerettloven. Ber du om at jobben starter før angrefristen er ute, betaler du for det som er utført.",
            ],
          ],
        ]),
      }),
    ],
    seo("Avtalevilkår", "Vilkårene for bestilling av elektriker, varmepumpe og solceller."),
  );

  const newsletter = data(
    [
      mod("hero", {
        heading: "Få beskjed når vi kommer til ditt område",
        text: "Vi åpner nye områder hele tiden. Meld deg på, så sender vi deg en e-post når du kan bestille der du bor.",
        buttons: [],
        background: "light-yellow",
      }),
      mod("rich_text", {
        content: [para("Du kan melde deg av når som helst via lenken i e-posten.")],
      }),
    ],
    seo("Nyhetsbrev", "Meld deg på og få beskjed når vi leverer i ditt område."),
  );

  const about = data(
    [
      mod("rich_text", {
        content: [
          h("h2", "Hvem vi er"),
          para(
            "Vi gjør det like enkelt å bestille en elektriker som å handle på nett. Du ser prisen med en gang og velger selv når jobben skal gjøres.",
          ),
          linked(
            "Jobbene utføres av lokale, autoriserte installatører. Les hvordan vi tar vare på ",
            "personvernet ditt",
            "/personvern",
            ".",
          ),
        ],
      }),
      mod("image", {
        image: image(
          "hjem-hus-med-solceller.jpg",
          "Enebolig med solcellepanel på taket og varmepumpe på veggen",
        ),
        caption: "Elektriker, varmepumpe og solceller – alt på ett sted.",
      }),
      cta(),
    ],
    seo("Om oss", "Hvem vi er og hvordan tjenesten fungerer."),
  );

  const pages = await tx
    .insert(cmsPage)
    .values([
      { title: "Forside", slug: "", path: "/", published: true, data: home },
      { title: "For selgere", slug: "selger", path: "/selger", published: true, data: seller },
      { title: "Personvern", slug: "personvern", path: "/personvern", published: true, data: privacy },
      { title: "Avtalevilkår", slug: "avtalevilkar", path: "/avtalevilkar", published: true, data: terms },
      { title: "Nyhetsbrev", slug: "nyhetsbrev", path: "/nyhetsbrev", published: true, data: newsletter },
      { title: "Om oss", slug: "om-oss", path: "/om-oss", published: true, data: about },
    ])
    .returning({ id: cmsPage.id, slug: cmsPage.slug });
  const pageId = (slug: string) => pages.find((row) => row.slug === slug)?.id ?? null;
  const page = (label: string, slug: string): StoredMenuItem => ({
    type: "page",
    label,
    pageId: pageId(slug),
    meta: null,
    url: null,
  });
  const url = (label: string, href: string): StoredMenuItem => ({
    type: "url",
    label,
    url: href,
    meta: null,
    pageId: null,
  });

  await tx.insert(cmsMenu).values([
    {
      key: "top-menu",
      title: "Toppmeny",
      items: [
        url("Elektriker", "/nettbutikk/alle?kategori=elektriker"),
        url("Varmepumpe", "/nettbutikk/alle?kategori=varmepumpe"),
        url("Solceller", "/nettbutikk/alle?kategori=solceller"),
        page("Om oss", "om-oss"),
      ],
    },
    {
      key: "top-menu-customer",
      title: "Toppmeny for kunder",
      items: [
        url("Mine prosjekter", "/dashboard"),
        url("Alle jobber", "/nettbutikk/alle"),
        page("Om oss", "om-oss"),
      ],
    },
    {
      key: "top-menu-seller",
      title: "Toppmeny for selgere",
      items: [
        url("Selgerside", "/selgerside"),
        url("Nettbutikk", "/nettbutikk/alle"),
        url("Videobefaring", "/videobefaring"),
        url("Innstillinger", "/instillinger"),
      ],
    },
    {
      key: "mobile-secondary-menu",
      title: "Mobilmeny, sekundær",
      items: [
        page("Nyhetsbrev", "nyhetsbrev"),
        page("Personvern", "personvern"),
        page("Avtalevilkår", "avtalevilkar"),
      ],
    },
    {
      key: "footer-menu",
      title: "Bunnmeny",
      items: [
        page("Om oss", "om-oss"),
        page("For selgere", "selger"),
        page("Nyhetsbrev", "nyhetsbrev"),
        page("Personvern", "personvern"),
        page("Avtalevilkår", "avtalevilkar"),
      ],
    },
  ]);
}
