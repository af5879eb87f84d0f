import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../../testing/api-stub";
import { renderWithApp } from "../../../testing/render";
import { MenuEditor } from "./menu-editor";

const api = stubApiForEachTest({ matchWithoutQuery: true, repeatLast: true });
afterEach(cleanup);

const menu = {
  id: 3,
  key: "footer-menu",
  title: "Footer",
  items: [
    { type: "page" as const, label: "Om oss", url: "/om-oss", pageId: 4, meta: null },
    { type: "url" as const, label: "Nettbutikk", url: "/nettbutikk", pageId: null, meta: null },
  ],
};

// The menu's own items (an open item holds the link search's result list too).
const labels = () =>
  Array.from(
    screen.getByRole("list", { name: "Menypunktene i Bunnmeny" }).querySelectorAll(":scope > li"),
    (item) => item.querySelector("strong")?.textContent,
  );

describe("the menu editor", () => {
  it("moves, removes and adds items (a page through link search) and saves them in order", async () => {
    api.reply("GET /cms/link-search", {
      status: 200,
      body: {
        data: [
          {
            kind: "page",
            id: 9,
            type: "page",
            title: "Solceller",
            slug: "solceller",
            path: "/solceller",
            url: "/solceller",
          },
        ],
      },
    });
    api.reply("PATCH /cms/navigation/3", {
      status: 422,
      body: { message: "Ugyldig", code: "VALIDATION_ERROR", errors: { "items.0.url": ["Ugyldig lenke"] } },
    });
    const user = userEvent.setup();
    renderWithApp(<MenuEditor menu={menu} />);
    expect(screen.getByRole("heading", { name: "Bunnmeny" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Flytt ned Om oss" }));
    expect(labels()).toEqual(["Nettbutikk", "Om oss"]);
    expect(screen.getByRole("button", { name: "Flytt opp Nettbutikk" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Legg til menypunkt i Bunnmeny" }));
    await user.type(screen.getByLabelText("Søk etter side"), "sol");
    await user.click(await screen.findByRole("button", { name: /Velg Solceller/ }));
    expect(labels()).toEqual(["Nettbutikk", "Om oss", "Solceller"]);
    await user.click(screen.getByRole("button", { name: "Fjern Om oss" }));
    await user.click(screen.getByRole("button", { name: "Lagre meny Bunnmeny" }));

    expect(await screen.findByText("Ugyldig lenke")).toBeTruthy();
    expect(screen.getByText("Rett feilene i menypunktene over.")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      items: [
        { type: "url", label: "Nettbutikk", meta: null, url: "/nettbutikk", page_id: null },
        { type: "page", label: "Solceller", meta: null, url: null, page_id: 9 },
      ],
    });
  });

  it("says what an item lacks before saving, and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithApp(<MenuEditor menu={menu} />);
    await user.click(screen.getByRole("button", { name: "Legg til menypunkt i Bunnmeny" }));
    await user.click(screen.getByRole("button", { name: "Lagre meny Bunnmeny" }));
    expect(screen.getByText("Skriv teksten i menyen. Velg en side.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PATCH")).toEqual([]);
  });
});
