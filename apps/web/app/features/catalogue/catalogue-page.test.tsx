import type { Catalogue, JobSummary } from "@mt/contract/catalogue";
import { findJobCategory } from "@mt/domain/entities/job-category";
import { cleanup, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithQueries } from "../../testing/render";
import { CataloguePage } from "./catalogue-page";

function job(id: number, title: string, categoryId: number | null): JobSummary {
  return {
    id,
    slug: `jobb-${id}`,
    title,
    summary: "",
    workType: categoryId === 2 ? "HEAT_PUMP" : "ELECTRICIAN",
    inspectionFirst: false,
    versionId: id,
    startingPriceOre: 100_000,
    baseDurationMinutes: 60,
    categoryId,
    imageUrl: id === 3 ? "/media/seed/jobb-varmepumpe.jpg" : null,
  };
}

const catalogue: Catalogue = {
  categories: [
    {
      id: 1,
      name: "Elektriker",
      imageUrl: "/media/seed/kategori-elektriker.jpg",
      order: 0,
      jobs: [job(1, "Nytt sikringsskap", 1), job(2, "Ny stikkontakt", 1)],
    },
    {
      id: 2,
      name: "Varmepumpe",
      imageUrl: "/media/seed/kategori-varmepumpe.jpg",
      order: 1,
      jobs: [job(3, "Luft-til-luft varmepumpe", 2)],
    },
  ],
  uncategorised: [job(4, "Feilsøking", null)],
};

/** As the route does: the category the address's ?kategori= names. */
function renderCatalogue(kategori: string | null) {
  return renderWithQueries(
    <MemoryRouter>
      <CataloguePage catalogue={catalogue} category={findJobCategory(catalogue.categories, kategori)} />
    </MemoryRouter>,
  );
}

const jobTitles = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

afterEach(cleanup);

describe("the all-jobs page", () => {
  it("shows only the category the top menu links to, named in the heading, with a way to all", () => {
    renderCatalogue("varmepumpe");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Varmepumpe");
    expect(jobTitles()).toEqual(["Luft-til-luft varmepumpe"]);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("1 jobb");
    expect(screen.getByRole("link", { name: "Vis alle jobber" }).getAttribute("href")).toBe(
      "/nettbutikk/alle",
    );
  });

  it("shows every job by category without a category, or with an unknown one", () => {
    for (const kategori of [null, "badstue"]) {
      renderCatalogue(kategori);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Alle jobber");
      expect(jobTitles()).toEqual([
        "Nytt sikringsskap",
        "Ny stikkontakt",
        "Luft-til-luft varmepumpe",
        "Feilsøking",
      ]);
      const heatPumps = screen.getByRole("region", { name: "Varmepumpe" });
      expect(within(heatPumps).getAllByRole("listitem")).toHaveLength(1);
      expect(screen.queryByRole("link", { name: "Vis alle jobber" })).toBeNull();
      cleanup();
    }
  });

  it("shows a job's image as a lazy, responsive 4:3 variant with its size set, and none without one", () => {
    const { container } = renderCatalogue(null);
    const images = container.querySelectorAll(".job-card img");
    expect(images).toHaveLength(1);
    const img = images[0] as HTMLImageElement;
    expect(img.closest("a")?.textContent).toContain("Luft-til-luft varmepumpe");
    // Decorative: the title names the link.
    expect(img.getAttribute("alt")).toBe("");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["400", "300"]);
    expect(img.getAttribute("src")).toMatch(/^\/media\/seed\/jobb-varmepumpe\.jpg\?w=400&dpr=1&ar=1\.33$/);
    expect(img.getAttribute("srcset")).toContain("dpr=2");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("fetches the first job's image first: the largest image above the fold on a phone", () => {
    const { container } = renderCatalogue("varmepumpe");
    const img = container.querySelector(".job-card img");
    expect(img?.closest("a")?.textContent).toContain("Luft-til-luft varmepumpe");
    expect([img?.getAttribute("loading"), img?.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
  });
});

describe("category images and the customer's area", () => {
  it("shows each category's image beside its heading: sized, responsive, only the first at once", () => {
    const { container } = renderCatalogue(null);
    const images = [...container.querySelectorAll<HTMLImageElement>(".catalogue__category-image")];
    expect(images.map((img) => img.getAttribute("src")?.split("?")[0])).toEqual([
      "/media/seed/kategori-elektriker.jpg",
      "/media/seed/kategori-varmepumpe.jpg",
    ]);
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy"]);
    // Above the fold, but never ahead of the first job's picture (the page's largest).
    expect(images.map((img) => img.getAttribute("fetchpriority"))).toEqual(["low", null]);
    for (const img of images) {
      expect(img.getAttribute("alt")).toBe("");
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["96", "72"]);
      expect(img.getAttribute("srcset")).toMatch(/ 1x, .* 2x$/);
    }
  });

  it("shows the chosen category's image beside the page heading", () => {
    const { container } = renderCatalogue("varmepumpe");
    const img = container.querySelector(".catalogue__category-heading img");
    expect(img?.getAttribute("src")).toMatch(/^\/media\/seed\/kategori-varmepumpe\.jpg\?/);
    expect(img?.getAttribute("loading")).toBe("eager");
  });

  it("marks the jobs not delivered at the customer's post code", () => {
    renderWithQueries(
      <MemoryRouter>
        <CataloguePage catalogue={catalogue} area={{ postCode: "0150", workTypes: ["HEAT_PUMP"] }} />
      </MemoryRouter>,
    );
    const marked = screen
      .getAllByText("Ikke tilgjengelig på postnummer 0150 ennå")
      .map((note) => note.closest("li")?.querySelector("h3")?.textContent);
    expect(marked).toEqual(["Nytt sikringsskap", "Ny stikkontakt", "Feilsøking"]);
  });
});
