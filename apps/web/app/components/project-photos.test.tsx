import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProjectPhotos } from "./project-photos";

afterEach(cleanup);

describe("ProjectPhotos", () => {
  it("shows each photo as a thumbnail in the responsive variants, linking to the full size", () => {
    render(
      <ProjectPhotos images={["/media/2026/11/a.png", "/media/2026/11/b.jpg"]} jobTitle="El-kontroll" />,
    );
    expect(screen.getByRole("list", { name: "Bilder til El-kontroll" })).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/media/2026/11/a.png?w=1600&dpr=1",
      "/media/2026/11/b.jpg?w=1600&dpr=1",
    ]);
    const first = screen.getByRole("img", { name: "Bilde 1 av 2, åpne i full størrelse" });
    expect(first.getAttribute("src")).toBe("/media/2026/11/a.png?w=192&dpr=1");
    expect(first.getAttribute("srcset")).toBe(
      "/media/2026/11/a.png?w=192&dpr=1 1x, /media/2026/11/a.png?w=192&dpr=2 2x",
    );
    expect(first.getAttribute("width")).toBe("96");
    expect(screen.getByRole("link", { name: "Bilde 2 av 2, åpne i full størrelse" })).toBeTruthy();
  });

  it("shows nothing for a job without photos", () => {
    const { container } = render(<ProjectPhotos images={[]} jobTitle="El-kontroll" />);
    expect(container.innerHTML).toBe("");
  });
});
