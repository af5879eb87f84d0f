import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";
import { reportRenderError } from "./lib/render-errors";
import { loadServerRenderedParts } from "./lib/server-ready-lazy";

/** A task boundary: what runs after it is a task of its own, with the browser free in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// React's DOM renderer is evaluated in a task of its own, after the one that evaluated the shell
// (React, the router, the layout): one long task split in two (decision 069). Its code is in the shell
// chunk all the same (`shell-chunk.ts`), so nothing more is downloaded.
// In a transition, React hydrates in slices that yield to the browser every few milliseconds, so a
// tap during hydration is answered and no long task blocks the main thread (decision 069). The parts
// of their own chunks that the server wrote into the page load first, to hydrate with it (decision 073).
void loadServerRenderedParts()
  .then(nextTask)
  .then(() => import("react-dom/client"))
  .then(({ hydrateRoot }) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        {
          onRecoverableError: reportRenderError,
          onUncaughtError: reportRenderError,
        },
      );
    }),
  );
