import { type ComponentType, lazy } from "react";

/**
 * `lazy` for a part of the first screen that a visitor must not download (decision 073): the browser
 * loads its chunk only when the part is shown, but the server loads the module when it starts, so
 * every server render, the first one too, writes the part into the HTML instead of a fallback. While
 * the chunk loads, hydration keeps the server's markup in place.
 */
export function serverReadyLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loading = () =>
    load().then((Part) => {
      loaded = Part;
      return { default: Part };
    });
  if (import.meta.env.SSR) void loading();
  // A thenable that answers at once lets React render a loaded part without suspending.
  return lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one answers at once.
          then: (resolve: (module: { default: ComponentType<Props> }) => void) =>
            resolve({ default: loaded as ComponentType<Props> }),
        } as Promise<{ default: ComponentType<Props> }>)
      : loading(),
  );
}
