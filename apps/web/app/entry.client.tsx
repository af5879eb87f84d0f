import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  keepWrittenStylesheets,
  renderHtmlAsFragment,
  restoreHeadOrder,
  streamedContentRevealed,
} from "./lib/preact-document";

/**
 * The router suspends its first render until it has decoded the server's loader data. React waits
 * at the root; Preact, the browser's renderer (decision 049), would resume the hydration of a
 * suspended document root into the wrong parent. So the decoding runs before hydration: the
 * router's first step is to start it and throw its promise, before any hook.
 */
async function decodeServerData() {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

renderHtmlAsFragment();
restoreHeadOrder(document.head);
await Promise.all([decodeServerData(), streamedContentRevealed()]);
// Hydration starts in a task of its own, not in the one that evaluated the modules (decision 054).
await new Promise((resolve) => setTimeout(resolve, 0));
const putBackStylesheets = keepWrittenStylesheets(document.head);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  putBackStylesheets();
});
