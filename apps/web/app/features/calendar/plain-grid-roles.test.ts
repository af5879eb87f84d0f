import { describe, expect, it } from "vitest";
import { plainRoles } from "./plain-grid-roles";

describe("the calendar grid's roles", () => {
  it("drops half-table roles and the button around a booking's link, and keeps other buttons", () => {
    const root = document.createElement("div");
    root.innerHTML = `
      <div role="table" aria-label="Month View">
        <div role="row"><span role="columnheader" aria-sort="none">mandag</span></div>
        <div role="rowgroup"><div role="cell">23</div></div>
      </div>
      <div role="button" tabindex="0" class="rbc-event"><a href="/prosjekter/100123">Jobb 100123</a></div>
      <div role="button" tabindex="0" class="other">+2 til</div>`;
    plainRoles(root);
    expect(
      root.querySelectorAll("[role=table],[role=row],[role=rowgroup],[role=cell],[role=columnheader]"),
    ).toHaveLength(0);
    expect(root.querySelector("[aria-sort]")).toBeNull();
    expect(root.querySelector("[aria-label]")).toBeNull();
    const event = root.querySelector(".rbc-event");
    expect(event?.getAttribute("role")).toBeNull();
    expect(event?.getAttribute("tabindex")).toBeNull();
    expect(root.querySelector(".other")?.getAttribute("role")).toBe("button");
    expect(root.querySelector(".other")?.getAttribute("tabindex")).toBe("0");
  });
});
