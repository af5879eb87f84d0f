import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ClientSideLinks, PageLink } from "./page-link";

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Calendar() {
  return (
    <>
      <ClientSideLinks />
      <PageLink href="/prosjekter/100123?fra=kalender" className="cal-week__link">
        100123 · Storgata 1
      </PageLink>
      <Where />
    </>
  );
}

const Stub = createRoutesStub([
  { path: "/kalender", Component: Calendar },
  { path: "/prosjekter/:number", Component: Where },
]);

describe("PageLink", () => {
  it("is a plain link to the page, which the root's ClientSideLinks opens in the app", async () => {
    render(<Stub initialEntries={["/kalender"]} />);
    const link = screen.getByRole("link", { name: "100123 · Storgata 1" });
    expect(link.getAttribute("href")).toBe("/prosjekter/100123?fra=kalender");
    expect(link.className).toBe("cal-week__link");
    expect(link.hasAttribute("data-page")).toBe(true);
    await userEvent.click(link);
    expect(await screen.findByText("/prosjekter/100123?fra=kalender")).toBeTruthy();
  });

  it("leaves a modified click (a new tab) to the browser", () => {
    render(<Stub initialEntries={["/kalender"]} />);
    const link = screen.getByRole("link", { name: "100123 · Storgata 1" });
    const followed = fireEvent.click(link, { ctrlKey: true });
    // Not prevented: the browser opens it; the app stays where it was.
    expect(followed).toBe(true);
    expect(screen.getByTestId("where").textContent).toBe("/kalender");
  });
});
