import { type ComponentType, lazy } from "react";

/** The parts made with `serverReadyLazy`: how each is found in the server's HTML, and loaded. */
const parts: { shownBy: string; load: () => Promise<unknown> }[] = [];

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
  parts.push({ shownBy, load: start });
  if (import.meta.env.SSR) void start();
  // A thenable that answers at once lets React render a loaded part without suspending.
  return lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one answers at once.
          then: (resolve: (module: { default: ComponentType<Props> }) => void) =>
            resolve({ default: loaded as ComponentType<Props> }),
        } as Promise<{ default: ComponentType<Props> }>)
      : start(),
  );
}

/**
 * In the browser, before hydrating: loads the chunks of the parts the server wrote into this page.
 * Hydration would otherwise pass them by until their chunks arrive, and a click or a choice made on
 * them meanwhile would be lost. A visitor's page shows none of them and loads nothing here.
 */
export async function loadServerRenderedParts(): Promise<void> {
  await Promise.allSettled(
    parts.filter((part) => document.querySelector(part.shownBy)).map((part) => part.load()),
  );
}
