import { type ComponentType, lazy } from "react";

/** Loads a part together with TanStack Query and the session's cache around it. */
export function withQueries<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): () => Promise<ComponentType<Props>> {
  return async () => {
    const [Part, { QueriesProvider }] = await Promise.all([load(), import("./queries-provider")]);
    return (props: Props) => (
      <QueriesProvider>
        <Part {...props} />
      </QueriesProvider>
    );
  };
}

/**
 * A part that loads on demand and reads or writes through TanStack Query, where the page around it may
 * have no query cache (the storefront's first pages and the shell, decision 069): the part comes with
 * the session's cache around it, and TanStack Query loads with the part.
 */
export function lazyWithQueries<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadPart = withQueries(load);
  return lazy(async () => ({ default: await loadPart() }));
}
