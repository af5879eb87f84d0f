import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListStatus } from "./desk-list";

afterEach(cleanup);

describe("a desk list's status line", () => {
  it("shows the count under its id, and the loading text only while busy", () => {
    const { rerender } = render(
      <ListStatus countId="things-count" busy={false} loadingText="Henter ting …">
        3 ting
      </ListStatus>,
    );
    expect(document.getElementById("things-count")?.textContent).toBe("3 ting");
    expect(screen.queryByText(/Henter ting/)).toBeNull();
    rerender(
      <ListStatus countId="things-count" busy loadingText="Henter ting …">
        3 ting
      </ListStatus>,
    );
    expect(screen.getByText(/Henter ting …/)).toBeTruthy();
  });
});
