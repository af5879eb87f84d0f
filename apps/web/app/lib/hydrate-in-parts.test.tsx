import { describe, expect, it, vi } from "vitest";

// The browser's renderer (decision 049): this module and the parts it renders run on preact/compat.
vi.mock("react", async () => await import("preact/compat"));
vi.mock("react/jsx-runtime", async () => await import("preact/compat/jsx-runtime"));
vi.mock("react/jsx-dev-runtime", async () => await import("preact/compat/jsx-dev-runtime"));

const { hydrateRoot } = await import("preact/compat/client");
const { useState } = await import("preact/compat");
// The parts' turns are per page load: each test loads the module afresh.
const load = async () => {
  vi.resetModules();
  return await import("./hydrate-in-parts");
};
let { HydratedLater, partsHydrated } = await load();

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

let rerenderPage: (n: number) => void = () => {};

function Page() {
  const [renders, setRenders] = useState(0);
  rerenderPage = setRenders;
  return (
    <div data-renders={renders}>
      <p>Før</p>
      <HydratedLater name="header">
        <header>
          <Counter label="Topp" />
        </header>
      </HydratedLater>
      <HydratedLater name="main">
        <main>
          <Counter label="Innhold" />
        </main>
      </HydratedLater>
      <Counter label="Fot" />
    </div>
  );
}

// As React's server rendering writes it (the parts are plain content there, with no boundary).
const SERVER_HTML =
  '<div data-renders="0"><p>Før</p><header><button type="button">Topp <!-- -->0</button></header>' +
  '<main><button type="button">Innhold <!-- -->0</button></main>' +
  '<button type="button">Fot <!-- -->0</button></div>';

describe("HydratedLater", () => {
  it("keeps the server's elements and hydrates each part in a later task", async () => {
    ({ HydratedLater, partsHydrated } = await load());
    const container = document.createElement("div");
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const [header, main] = [container.querySelector("header"), container.querySelector("main")];
    const [top, content, foot] = [...container.querySelectorAll("button")];

    hydrateRoot(container, <Page />);
    await Promise.resolve();
    // The part outside the parts is live at once; the parts are still the server's inert HTML.
    foot?.click();
    top?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(foot?.textContent).toBe("Fot 1");
    expect(top?.textContent).toBe("Topp 0");

    await partsHydrated();
    top?.click();
    content?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(top?.textContent).toBe("Topp 1");
    expect(content?.textContent).toBe("Innhold 1");
    // The very elements the server sent, none added or lost.
    expect(container.querySelector("header")).toBe(header);
    expect(container.querySelector("main")).toBe(main);
    expect(container.querySelectorAll("button")).toHaveLength(3);
    expect(container.querySelectorAll("header, main")).toHaveLength(2);
  });

  it("keeps a waiting part's server elements when the page renders again meanwhile", async () => {
    ({ HydratedLater, partsHydrated } = await load());
    const container = document.createElement("div");
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const main = container.querySelector("main");

    hydrateRoot(container, <Page />);
    await Promise.resolve();
    rerenderPage(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(container.firstElementChild?.getAttribute("data-renders")).toBe("1");
    expect(container.querySelector("main")).toBe(main);

    await partsHydrated();
    const content = container.querySelectorAll("button")[1];
    content?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(content?.textContent).toBe("Innhold 1");
    expect(container.querySelector("main")).toBe(main);
    expect(container.querySelectorAll("main, header")).toHaveLength(2);
  });
});
