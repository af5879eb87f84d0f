import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { allPartsHydrated, loadServerRenderedParts, serverReadyLazy } from "./server-ready-lazy";

function Hello({ name }: { name: string }) {
  return <p className="greeting">Hei, {name}</p>;
}

const Greeting = serverReadyLazy(async () => Hello, ".greeting");

describe("server-ready parts", () => {
  it("loads the parts the page shows before hydrating, and says when they have hydrated", async () => {
    document.body.innerHTML = '<p class="greeting">Hei, Kari</p>';
    await loadServerRenderedParts();
    let done = false;
    void allPartsHydrated().then(() => {
      done = true;
    });
    await act(async () => {});
    expect(done).toBe(false);

    document.body.innerHTML = "";
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Greeting name="Kari" />
        </Suspense>,
      );
    });
    // Loaded before: it renders at once, without a fallback, and its mount ends the wait.
    expect(screen.getByText("Hei, Kari")).toBeTruthy();
    expect(done).toBe(true);
  });
});
