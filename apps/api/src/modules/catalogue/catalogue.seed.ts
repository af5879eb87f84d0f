import type { JobDefinitionInput, QuestionInput } from "@mt/domain/price/job-definition";
import { jobDefinitionSchema } from "@mt/domain/price/job-definition";
import type { Db } from "../../db/database.ts";
import { catalogueRepository } from "./catalogue.repository.ts";
import { catalogueService } from "./catalogue.service.ts";

const kr = (kroner: number) => Math.round(kroner * 100);

export const DEMO_PRODUCTS = [
  { sku: "1234501", name: "Stikkontakt dobbel, hvit, jordet", priceOre: kr(189), workType: "ELECTRICIAN" },
  { sku: "1234502", name: "Stikkontakt utendørs IP44", priceOre: kr(349), workType: "ELECTRICIAN" },
  {
    sku: "1234503",
    name: "Installasjonskabel PFXP 3G2,5 (per meter)",
    priceOre: kr(29),
    workType: "ELECTRICIAN",
  },
  { sku: "1234504", name: "Easee Charge Lite elbillader", priceOre: kr(7490), workType: "ELECTRICIAN" },
  { sku: "1234505", name: "Zaptec Go elbillader", priceOre: kr(10990), workType: "ELECTRICIAN" },
  { sku: "1234506", name: "Easee One elbillader", priceOre: kr(8990), workType: "ELECTRICIAN" },
  { sku: "1234507", name: "Jordfeilautomat 2-polet 16 A", priceOre: kr(590), workType: "ELECTRICIAN" },
  { sku: "1234508", name: "Overspenningsvern type 2", priceOre: kr(1890), workType: "ELECTRICIAN" },
  {
    sku: "1234509",
    name: "Komfyrvakt med automatisk utkobling",
    priceOre: kr(2990),
    workType: "ELECTRICIAN",
  },
  { sku: "1234510", name: "Downlight LED 7 W, dimbar", priceOre: kr(299), workType: "ELECTRICIAN" },
  { sku: "1234511", name: "Varmekabel 10 W/m (per meter)", priceOre: kr(89), workType: "ELECTRICIAN" },
  { sku: "1234512", name: "Smart termostat for gulvvarme", priceOre: kr(1490), workType: "ELECTRICIAN" },
  {
    sku: "2234501",
    name: "Mitsubishi Kaiteki 6,6 kW varmepumpe",
    priceOre: kr(24990),
    workType: "HEAT_PUMP",
  },
  { sku: "2234502", name: "Panasonic HZ35 4,8 kW varmepumpe", priceOre: kr(19990), workType: "HEAT_PUMP" },
  { sku: "2234503", name: "Toshiba Polar 7 kW varmepumpe", priceOre: kr(28990), workType: "HEAT_PUMP" },
  { sku: "2234504", name: "Veggkonsoll for utedel", priceOre: kr(890), workType: "HEAT_PUMP" },
  { sku: "2234505", name: "Kuldemedierør (per meter)", priceOre: kr(190), workType: "HEAT_PUMP" },
  { sku: "2234506", name: "Luft-til-vann varmepumpe 12 kW", priceOre: kr(89990), workType: "HEAT_PUMP" },
  {
    sku: "3234501",
    name: "Solcellepanel 410 W monokrystallinsk, sort",
    priceOre: kr(1990),
    workType: "SOLAR",
  },
  { sku: "3234502", name: "Hybridinverter 10 kW", priceOre: kr(24990), workType: "SOLAR" },
  { sku: "3234503", name: "Batteri 10 kWh", priceOre: kr(69990), workType: "SOLAR" },
] as const;

type Sku = (typeof DEMO_PRODUCTS)[number]["sku"];

export const DEMO_CATEGORIES = [
  { name: "Elektriker", icon: "/ikoner/elektriker.svg" },
  { name: "Elbillader", icon: "/ikoner/elbillader.svg" },
  { name: "Varmepumpe", icon: "/ikoner/varmepumpe.svg" },
  { name: "Solceller", icon: "/ikoner/solceller.svg" },
] as const;

type CategoryName = (typeof DEMO_CATEGORIES)[number]["name"];

// Seed illustrations from the media library (media.seed.ts): one per category, and one per job.
const seedImage = (file: string) => `/media/seed/${file}`;
const CATEGORY_IMAGES: Record<CategoryName, string> = {
  Elektriker: seedImage("kategori-elektriker.jpg"),
  Elbillader: seedImage("jobb-elbillader.jpg"),
  Varmepumpe: seedImage("kategori-varmepumpe.jpg"),
  Solceller: seedImage("kategori-solceller.jpg"),
};
const TEMPLATE_IMAGES: Record<string, string> = {
  "ny-stikkontakt": seedImage("jobb-stikkontakt.jpg"),
  elbillader: seedImage("jobb-elbillader.jpg"),
  "oppgradering-sikringsskap": seedImage("jobb-sikringsskap.jpg"),
  komfyrvakt: seedImage("jobb-komfyrvakt.jpg"),
  downlights: seedImage("jobb-downlights.jpg"),
  "varmekabler-bad": seedImage("jobb-varmekabler-bad.jpg"),
  "el-kontroll": seedImage("jobb-el-kontroll.jpg"),
  utebelysning: seedImage("jobb-utebelysning.jpg"),
  "luft-til-luft-varmepumpe": seedImage("jobb-varmepumpe.jpg"),
  "luft-til-vann-varmepumpe": seedImage("jobb-luft-til-vann.jpg"),
  "service-varmepumpe": seedImage("jobb-service-varmepumpe.jpg"),
  "solceller-10-kw": seedImage("jobb-solceller-stort-tak.jpg"),
  "solceller-6-kw": seedImage("jobb-solceller-lite-tak.jpg"),
  "batteri-solcelleanlegg": seedImage("jobb-batteri.jpg"),
};

interface Template {
  slug: string;
  category: CategoryName;
  /** Builds the definition with real product ids. */
  definition: (p: (sku: Sku) => number) => JobDefinitionInput;
}

const photoOfFuseBox = (required = false): QuestionInput => ({
  key: "bilde-sikringsskap",
  type: "file_upload",
  title: "Last opp et bilde av sikringsskapet",
  help: "Da kan elektrikeren se om det er plass til nye kurser.",
  required,
  maxFiles: 3,
});

export const DEMO_TEMPLATES: Template[] = [
  {
    slug: "ny-stikkontakt",
    category: "Elektriker",
    definition: (p) => ({
      title: "Ny stikkontakt",
      summary: "Få montert nye stikkontakter der du trenger dem.",
      description:
        "Elektrikeren monterer nye stikkontakter, trekker kabel og tester anlegget etter forskriftene.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(1990),
      baseDurationMinutes: 60,
      materials: [{ productId: p("1234503"), quantity: 5 }],
      questions: [
        {
          key: "type",
          type: "radio",
          title: "Hvilken type stikkontakt?",
          options: [
            {
              key: "dobbel",
              label: "Dobbel stikkontakt innendørs",
              materials: [{ productId: p("1234501"), quantity: 1 }],
            },
            {
              key: "ute",
              label: "Utendørs (IP44)",
              priceOre: kr(600),
              minutes: 20,
              materials: [{ productId: p("1234502"), quantity: 1 }],
            },
          ],
        },
        {
          key: "antall",
          type: "number",
          title: "Hvor mange stikkontakter?",
          unit: "stk",
          min: 1,
          max: 10,
          defaultValue: 1,
          includedUnits: 1,
          pricePerUnitOre: kr(1490),
          minutesPerUnit: 40,
        },
        {
          key: "kabel",
          type: "radio",
          title: "Hvordan skal kabelen legges?",
          options: [
            { key: "aapent", label: "Åpent på vegg, i kabelkanal" },
            { key: "skjult", label: "Skjult i vegg", priceOre: kr(1500), minutes: 60 },
          ],
        },
        photoOfFuseBox(),
      ],
    }),
  },
  {
    slug: "elbillader",
    category: "Elbillader",
    definition: (p) => ({
      title: "Installasjon av elbillader",
      summary: "Fastpris på lader og montering, klar til bruk samme dag.",
      description:
        "Vi monterer laderen, trekker kabel fra sikringsskapet, setter inn jordfeilautomat og melder anlegget til nettselskapet.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(6990),
      baseDurationMinutes: 180,
      materials: [{ productId: p("1234507"), quantity: 1 }],
      questions: [
        {
          key: "lader",
          type: "product_selector",
          title: "Velg lader",
          productIds: [p("1234504"), p("1234506"), p("1234505")],
          minutes: 15,
        },
        {
          key: "avstand",
          type: "number",
          title: "Avstand fra sikringsskapet til laderen",
          help: "Omtrentlig, i meter. De første 10 meterne er med i prisen.",
          unit: "m",
          min: 1,
          max: 60,
          defaultValue: 10,
          includedUnits: 10,
          pricePerUnitOre: kr(250),
          minutesPerUnit: 3,
          materialsPerUnit: [{ productId: p("1234503"), quantity: 1 }],
        },
        {
          key: "plass",
          type: "radio",
          title: "Er det ledig plass i sikringsskapet?",
          options: [
            { key: "ja", label: "Ja" },
            { key: "nei", label: "Nei, det må utvides", priceOre: kr(2500), minutes: 60 },
          ],
        },
        {
          key: "tillegg",
          type: "checkbox",
          title: "Trenger du noe av dette?",
          required: false,
          options: [
            { key: "graving", label: "Graving av grøft for kabel", priceOre: kr(3000), minutes: 120 },
            { key: "stolpe", label: "Stolpe for laderen", priceOre: kr(1800), minutes: 45 },
            { key: "lastbalansering", label: "Lastbalansering", priceOre: kr(1200), minutes: 30 },
          ],
        },
        {
          key: "groft",
          type: "number",
          title: "Hvor lang er grøfta?",
          unit: "m",
          min: 1,
          max: 30,
          defaultValue: 5,
          pricePerUnitOre: kr(400),
          minutesPerUnit: 5,
          showIf: { questionKey: "tillegg", optionKeys: ["graving"] },
        },
        photoOfFuseBox(true),
      ],
    }),
  },
  {
    slug: "oppgradering-sikringsskap",
    category: "Elektriker",
    definition: (p) => ({
      title: "Oppgradering av sikringsskap",
      summary: "Nytt sikringsskap med automatsikringer og jordfeilbrytere.",
      description:
        "Vi bytter gamle skrusikringer med et moderne skap med automatsikringer og jordfeilvern på alle kurser.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(14990),
      baseDurationMinutes: 360,
      questions: [
        {
          key: "kurser",
          type: "radio",
          title: "Hvor mange kurser har du?",
          options: [
            { key: "12", label: "Inntil 12 kurser" },
            { key: "18", label: "13–18 kurser", priceOre: kr(3000), minutes: 90 },
            { key: "24", label: "19–24 kurser", priceOre: kr(6000), minutes: 180 },
          ],
        },
        {
          key: "vern",
          type: "checkbox",
          title: "Tillegg",
          required: false,
          options: [
            {
              key: "overspenning",
              label: "Overspenningsvern",
              priceOre: kr(900),
              materials: [{ productId: p("1234508"), quantity: 1 }],
            },
            { key: "maaler", label: "Flytting av strømmåler", priceOre: kr(2500), minutes: 60 },
          ],
        },
        photoOfFuseBox(true),
      ],
    }),
  },
  {
    slug: "komfyrvakt",
    category: "Elektriker",
    definition: (p) => ({
      title: "Montering av komfyrvakt",
      summary: "Komfyrvakt er påbudt over nye komfyrer. Vi monterer den for deg.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(1690),
      baseDurationMinutes: 60,
      materials: [{ productId: p("1234509"), quantity: 1 }],
      questions: [
        {
          key: "komfyr",
          type: "radio",
          title: "Hva slags komfyr har du?",
          options: [
            { key: "frittstaaende", label: "Frittstående komfyr" },
            { key: "innbygget", label: "Innbygget platetopp", priceOre: kr(500), minutes: 20 },
          ],
        },
      ],
    }),
  },
  {
    slug: "downlights",
    category: "Elektriker",
    definition: (p) => ({
      title: "Montering av downlights",
      summary: "Innfelte LED-spotter i taket, med dimmer.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(2490),
      baseDurationMinutes: 90,
      questions: [
        {
          key: "spotter",
          type: "number",
          title: "Hvor mange spotter?",
          unit: "stk",
          min: 1,
          max: 30,
          defaultValue: 6,
          includedUnits: 0,
          pricePerUnitOre: kr(390),
          minutesPerUnit: 15,
          materialsPerUnit: [{ productId: p("1234510"), quantity: 1 }],
        },
        {
          key: "tak",
          type: "radio",
          title: "Hva slags tak?",
          options: [
            { key: "gips", label: "Gipsplater" },
            { key: "panel", label: "Trepanel", priceOre: kr(800), minutes: 30 },
            { key: "betong", label: "Betong (krever nedforing)", priceOre: kr(3500), minutes: 120 },
          ],
        },
      ],
    }),
  },
  {
    slug: "varmekabler-bad",
    category: "Elektriker",
    definition: (p) => ({
      title: "Varmekabler på bad",
      summary: "Varme gulv på badet, med termostat.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(5990),
      baseDurationMinutes: 180,
      questions: [
        {
          key: "areal",
          type: "number",
          title: "Hvor stort er gulvet?",
          unit: "m²",
          min: 1,
          max: 30,
          defaultValue: 5,
          includedUnits: 0,
          pricePerUnitOre: kr(490),
          minutesPerUnit: 10,
          materialsPerUnit: [{ productId: p("1234511"), quantity: 7 }],
        },
        {
          key: "termostat",
          type: "radio",
          title: "Termostat",
          options: [
            { key: "standard", label: "Standard termostat" },
            {
              key: "smart",
              label: "Smart termostat med app",
              materials: [{ productId: p("1234512"), quantity: 1 }],
            },
          ],
        },
      ],
    }),
  },
  {
    slug: "el-kontroll",
    category: "Elektriker",
    definition: () => ({
      title: "El-kontroll av bolig",
      summary: "Gjennomgang av det elektriske anlegget med rapport, før kjøp eller salg.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(2990),
      baseDurationMinutes: 90,
      questions: [
        {
          key: "bolig",
          type: "radio",
          title: "Hva slags bolig?",
          options: [
            { key: "leilighet", label: "Leilighet" },
            { key: "rekkehus", label: "Rekkehus", priceOre: kr(600), minutes: 30 },
            { key: "enebolig", label: "Enebolig", priceOre: kr(1200), minutes: 60 },
          ],
        },
      ],
    }),
  },
  {
    slug: "utebelysning",
    category: "Elektriker",
    definition: () => ({
      title: "Montering av utebelysning",
      summary: "Lamper på vegg eller i hagen, med bevegelsessensor om du vil.",
      workType: "ELECTRICIAN",
      basePriceOre: kr(1790),
      baseDurationMinutes: 60,
      questions: [
        {
          key: "lamper",
          type: "number",
          title: "Hvor mange lamper?",
          unit: "stk",
          min: 1,
          max: 12,
          defaultValue: 2,
          includedUnits: 1,
          pricePerUnitOre: kr(890),
          minutesPerUnit: 30,
        },
        {
          key: "sensor",
          type: "checkbox",
          title: "Ekstra",
          required: false,
          options: [{ key: "sensor", label: "Bevegelsessensor", priceOre: kr(690), minutes: 20 }],
        },
      ],
    }),
  },
  {
    slug: "luft-til-luft-varmepumpe",
    category: "Varmepumpe",
    definition: (p) => ({
      title: "Luft-til-luft varmepumpe",
      summary: "Varmepumpe med standard montering til fastpris.",
      description:
        "Standard montering: innedel på yttervegg, utedel på bakken eller vegg, inntil 3 meter rør.",
      workType: "HEAT_PUMP",
      basePriceOre: kr(7990),
      baseDurationMinutes: 300,
      questions: [
        {
          key: "effekt",
          type: "effect_box",
          title: "Hvor stor bolig skal varmes opp?",
          options: [
            {
              key: "liten",
              label: "Inntil 80 m²",
              description: "Panasonic HZ35, 4,8 kW",
              effectKw: 4.8,
              materials: [{ productId: p("2234502"), quantity: 1 }],
            },
            {
              key: "middels",
              label: "80–130 m²",
              description: "Mitsubishi Kaiteki, 6,6 kW",
              effectKw: 6.6,
              materials: [{ productId: p("2234501"), quantity: 1 }],
            },
            {
              key: "stor",
              label: "Over 130 m²",
              description: "Toshiba Polar, 7 kW",
              effectKw: 7,
              materials: [{ productId: p("2234503"), quantity: 1 }],
            },
          ],
        },
        {
          key: "utedel",
          type: "radio",
          title: "Hvor skal utedelen stå?",
          options: [
            { key: "bakke", label: "På bakken, på fundament" },
            {
              key: "vegg",
              label: "På veggkonsoll",
              minutes: 30,
              materials: [{ productId: p("2234504"), quantity: 1 }],
            },
          ],
        },
        {
          key: "ror",
          type: "number",
          title: "Rørlengde mellom inne- og utedel",
          unit: "m",
          min: 1,
          max: 20,
          defaultValue: 3,
          includedUnits: 3,
          pricePerUnitOre: kr(350),
          minutesPerUnit: 10,
          materialsPerUnit: [{ productId: p("2234505"), quantity: 1 }],
        },
        {
          key: "bilder",
          type: "file_upload",
          title: "Bilder av veggen der innedel og utedel skal stå",
          required: false,
          maxFiles: 4,
        },
      ],
    }),
  },
  {
    slug: "luft-til-vann-varmepumpe",
    category: "Varmepumpe",
    definition: (p) => ({
      title: "Luft-til-vann varmepumpe",
      summary: "Vannbåren varme og varmtvann. Vi starter med befaring.",
      workType: "HEAT_PUMP",
      basePriceOre: kr(39990),
      baseDurationMinutes: 960,
      inspectionFirst: true,
      materials: [{ productId: p("2234506"), quantity: 1 }],
      questions: [
        {
          key: "varme",
          type: "radio",
          title: "Hva varmes boligen med i dag?",
          options: [
            { key: "olje", label: "Oljekjel (må fjernes)", priceOre: kr(15000), minutes: 240 },
            { key: "vannbaaren", label: "Vannbåren varme med el-kjel" },
          ],
        },
      ],
    }),
  },
  {
    slug: "service-varmepumpe",
    category: "Varmepumpe",
    definition: () => ({
      title: "Service på varmepumpe",
      summary: "Rens, kontroll og lekkasjesjekk.",
      workType: "HEAT_PUMP",
      basePriceOre: kr(1490),
      baseDurationMinutes: 60,
      questions: [
        {
          key: "antall",
          type: "number",
          title: "Antall varmepumper",
          unit: "stk",
          min: 1,
          max: 5,
          defaultValue: 1,
          includedUnits: 1,
          pricePerUnitOre: kr(990),
          minutesPerUnit: 45,
        },
      ],
    }),
  },
  {
    slug: "solceller-10-kw",
    category: "Solceller",
    definition: (p) => ({
      title: "Solcelleanlegg 10 kW",
      summary: "24 paneler, inverter og montering. Befaring først.",
      description: "Et komplett anlegg på om lag 10 kW, som produserer rundt 8 000 kWh i året på Østlandet.",
      workType: "SOLAR",
      basePriceOre: kr(64900),
      baseDurationMinutes: 1440,
      inspectionFirst: true,
      solar: { panelType: "Monokrystallinsk 410 W, sort", panelQty: 24 },
      materials: [
        { productId: p("3234501"), quantity: 24 },
        { productId: p("3234502"), quantity: 1 },
      ],
      questions: [
        {
          key: "tak",
          type: "radio",
          title: "Hva slags tak har du?",
          solarField: "roofType",
          options: [
            { key: "takstein", label: "Takstein" },
            { key: "betongstein", label: "Betongstein" },
            { key: "stal", label: "Stålplater" },
            { key: "papp", label: "Takpapp (flatt tak)", priceOre: kr(8000), minutes: 240 },
          ],
        },
        {
          key: "batteri",
          type: "checkbox",
          title: "Tillegg",
          required: false,
          options: [
            {
              key: "batteri",
              label: "Batteri 10 kWh",
              priceOre: kr(5000),
              minutes: 120,
              materials: [{ productId: p("3234503"), quantity: 1 }],
            },
          ],
        },
        { key: "takbilde", type: "file_upload", title: "Bilde av taket", required: false, maxFiles: 3 },
      ],
    }),
  },
  {
    slug: "solceller-6-kw",
    category: "Solceller",
    definition: (p) => ({
      title: "Solcelleanlegg 6 kW",
      summary: "15 paneler for mindre tak. Befaring først.",
      workType: "SOLAR",
      basePriceOre: kr(44900),
      baseDurationMinutes: 960,
      inspectionFirst: true,
      solar: { panelType: "Monokrystallinsk 410 W, sort", panelQty: 15 },
      // The panels come with the count question, so the line's panelQty is the count charged.
      materials: [{ productId: p("3234502"), quantity: 1 }],
      questions: [
        {
          key: "tak",
          type: "radio",
          title: "Hva slags tak har du?",
          solarField: "roofType",
          options: [
            { key: "takstein", label: "Takstein" },
            { key: "stal", label: "Stålplater" },
            { key: "papp", label: "Takpapp (flatt tak)", priceOre: kr(6000), minutes: 180 },
          ],
        },
        {
          key: "paneler",
          type: "number",
          title: "Antall paneler",
          help: "15 paneler er med i prisen. Har du plass til flere?",
          solarField: "panelQty",
          unit: "stk",
          min: 15,
          max: 35,
          defaultValue: 15,
          includedUnits: 15,
          pricePerUnitOre: kr(2900),
          minutesPerUnit: 20,
          materialsPerUnit: [{ productId: p("3234501"), quantity: 1 }],
        },
      ],
    }),
  },
  {
    slug: "batteri-solcelleanlegg",
    category: "Solceller",
    definition: (p) => ({
      title: "Batteri til solcelleanlegget",
      summary: "Lagre strømmen du produserer, og bruk den om kvelden.",
      workType: "SOLAR",
      basePriceOre: kr(9990),
      baseDurationMinutes: 240,
      materials: [{ productId: p("3234503"), quantity: 1 }],
      questions: [photoOfFuseBox(false)],
    }),
  },
];

/** Categories, products and published job templates (version 1 of each). */
export async function seedCatalogue(tx: Db): Promise<void> {
  const repo = catalogueRepository(tx);
  const service = catalogueService(repo);
  const productIds = new Map<string, number>();
  for (const product of DEMO_PRODUCTS) {
    const row = await repo.createProduct({ ...product, description: null, imageUrl: null });
    productIds.set(product.sku, row.id);
  }
  const categoryIds = new Map<string, number>();
  for (const category of DEMO_CATEGORIES) {
    const row = await repo.createCategory({
      name: category.name,
      icon: category.icon,
      imageUrl: CATEGORY_IMAGES[category.name],
      pageId: null,
    });
    categoryIds.set(category.name, row.id);
  }
  const p = (sku: Sku) => productIds.get(sku) as number;
  for (const [order, template] of DEMO_TEMPLATES.entries()) {
    const draft = jobDefinitionSchema.parse({
      imageUrl: TEMPLATE_IMAGES[template.slug] ?? CATEGORY_IMAGES[template.category],
      ...template.definition(p),
    });
    const created = await service.createTemplate({
      slug: template.slug,
      categoryId: categoryIds.get(template.category) ?? null,
      pageId: null,
      order,
      active: true,
      draft,
    });
    await service.publish(created.id);
  }
}
