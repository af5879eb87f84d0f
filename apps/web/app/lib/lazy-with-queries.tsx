import { type ComponentType, lazy } from "react";

/**
 * A part that loads on demand and reads or writes through TanStack Query, where the page around it may
 * have no query cache (the storefront's first pages and the shell, decision 069): the part comes with
 * the session's cache around it, and TanStack Query loads with the part.
 */
export function lazyWithQueries<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Part, { QueriesProvider }] = await Promise.all([load(), import("./queries-provider")]);
    return {
      default: (props: Props) => (
        <QueriesProvider>
          <Part {...props} />
        </QueriesProvider>
      ),
    };
  });
}
