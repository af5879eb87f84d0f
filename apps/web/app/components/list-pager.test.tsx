import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ListPager } from "./list-pager";

afterEach(cleanup);

const pager = (page: number, lastPage: number) =>
  render(
    <MemoryRouter>
      <ListPager page={page} lastPage={lastPage} hrefFor={(n) => `/liste?page=${n}`} />
    </MemoryRouter>,
  );

describe("the list pager", () => {
  it("links the page before and after, and says where the user is", () => {
    pager(2, 3);
    expect(screen.getByRole("navigation", { name: "Sider" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "← Forrige side" }).getAttribute("href")).toBe("/liste?page=1");
    expect(screen.getByRole("link", { name: "Neste side →" }).getAttribute("href")).toBe("/liste?page=3");
    expect(screen.getByText("Side 2 av 3").getAttribute("aria-current")).toBe("page");
  });

  it("shows the ends as greyed text, not links, and nothing for a single page", () => {
    pager(1, 2);
    expect(screen.queryByRole("link", { name: /Forrige/ })).toBeNull();
    expect(screen.getByText("← Forrige").className).toBe("list-pager__off");
    cleanup();
    pager(2, 2);
    expect(screen.queryByRole("link", { name: /Neste/ })).toBeNull();
    cleanup();
    const { container } = pager(1, 1);
    expect(container.innerHTML).toBe("");
  });
});
