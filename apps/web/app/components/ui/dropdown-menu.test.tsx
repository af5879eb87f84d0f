import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DropdownMenu } from "./dropdown-menu";

afterEach(cleanup);

function renderMenu() {
  render(
    <>
      <DropdownMenu label="Partnere">
        <li>
          <a href="/salgspartnere">Salgspartnere</a>
        </li>
        <li>
          <a href="/montorer">Montører</a>
        </li>
        <li>
          <a href="/oppsett">Ny installatør</a>
        </li>
      </DropdownMenu>
      <a href="/annet">Utenfor</a>
    </>,
  );
  return screen.getByRole("button", { name: "Partnere" });
}

const isShown = (name: string) => screen.queryByRole("link", { name }) !== null;

describe("the dropdown menu", () => {
  it("is a closed button on the server, its links in the HTML but hidden, and no disclosure triangle", () => {
    const html = renderToString(
      <DropdownMenu label="Partnere">
        <li>
          <a href="/montorer">Montører</a>
        </li>
      </DropdownMenu>,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<ul[^>]*hidden=""/);
    expect(html).toContain('href="/montorer"');
    expect(html).not.toMatch(/[▸▶►]/);
  });

  it("opens on a click, says so with aria-expanded, and closes on a second click", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(isShown("Montører")).toBe(false);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(isShown("Montører")).toBe(true);
    expect(button.getAttribute("aria-controls")).toBe(screen.getByRole("list").id);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(isShown("Montører")).toBe(false);
  });

  it("opens with Enter, and Escape closes it and gives focus back to the button", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Salgspartnere" }));
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("moves between the links with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Salgspartnere" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Montører" }));
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Ny installatør" }));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Salgspartnere" }));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Ny installatør" }));
  });

  it("closes when focus leaves it, on a click outside and on a click on one of its links", async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    button.focus();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Utenfor" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");

    await user.click(button);
    await user.click(document.body);
    expect(button.getAttribute("aria-expanded")).toBe("false");

    await user.click(button);
    const link = screen.getByRole("link", { name: "Montører" });
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
