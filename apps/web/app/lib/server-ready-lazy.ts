import { type ComponentType, createElement, lazy, useEffect } from "react";

interface Part {
  /** A selector that finds the part in the server's HTML. */
  shownBy: string;
  load: () => Promise<unknown>;
}

/** The parts made with `serverReadyLazy`. */
const parts: Part[] = [];
/** The parts the server wrote into this page that have not hydrated yet, and who waits for them. */
const awaited = new Set<Part>();
let onAllHydrated: (() => void) | null = null;

function hydratedPart(part: Part): void {
  awaited.delete(part);
  if (awaited.size === 0) onAllHydrated?.();
}

/**
 * `lazy` for a part of the first screen that a visitor must not download (decision 073): the browser
 * loads its chunk only on pages that show it, but the server loads the module when it starts, so every
 * server render, the first one too, writes the part into the HTML instead of a fallback.
 * `shownBy`: a selector that finds the part in the server's HTML, so that the browser loads its chunk
 * before hydrating (`loadServerRenderedParts`) and the part answers as soon as the page does.
 */
export function serverReadyLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shownBy: string,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => {
    loading ??= load().then((Part) => {
      loaded = Part;
      return { default: Part };
    });
    return loading;
  };
  const part: Part = { shownBy, load: start };
  parts.push(part);
  if (import.meta.env.SSR) void start();
  // A thenable that answers at once lets React render a loaded part without suspending.
  const Lazy = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one answers at once.
          then: (resolve: (module: { default: ComponentType<Props> }) => void) =>
            resolve({ default: loaded as ComponentType<Props> }),
        } as Promise<{ default: ComponentType<Props> }>)
      : start(),
  );
  // Its Suspense boundary hydrates after the rest of the page (React leaves such boundaries for a
  // later pass): the part says when it has, so `allPartsHydrated` can wait for it.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as `lazy` is.
  return function ServerReadyPart(props: Props) {
    useEffect(() => hydratedPart(part), []);
    return createElement(Lazy as ComponentType<Props>, props);
  };
}

/**
 * In the browser, before hydrating: loads the chunks of the parts the server wrote into this page.
 * Hydration would otherwise pass them by until their chunks arrive, and a click or a choice made on
 * them meanwhile would be lost. A visitor's page shows none of them and loads nothing here.
 */
export async function loadServerRenderedParts(): Promise<void> {
  // The client entry's code runs as the shell chunk is evaluated, which can be before the modules that
  // make the parts have run; all of them have once the page's module script has been evaluated.
  await Promise.resolve();
  const shown = parts.filter((part) => document.querySelector(part.shownBy));
  for (const part of shown) awaited.add(part);
  await Promise.allSettled(shown.map((part) => part.load()));
}

/**
 * Resolves once every part the server wrote into this page has hydrated: from then on the whole page
 * answers (tests and tools wait for `data-hydrated`, set then).
 */
export function allPartsHydrated(): Promise<void> {
  if (awaited.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    onAllHydrated = resolve;
  });
}
