import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportRenderError } from "./lib/render-errors";
import { loadServerRenderedParts } from "./lib/server-ready-lazy";

// In a transition, React hydrates in slices that yield to the browser every few milliseconds, so a
// tap during hydration is answered and no long task blocks the main thread (decision 069). The parts
// of their own chunks that the server wrote into the page load first, to hydrate with it (decision 073).
void loadServerRenderedParts().then(() =>
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
