import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from "react-router";
import { productionPageStream } from "./lib/page-stream.server";

/** How long a deferred loader may stream before the page closes without it. */
export const streamTimeout = 5_000;

/** A loader, action or render error on the server goes to error reporting (decision 040). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  console.error(error);
  (context as AppLoadContext).reportError?.(error);
};

/**
 * Server rendering, streamed. Differs from React Router's default in two things: every inline script
 * (React Router's hydration data, React's streaming helpers) carries the nonce the server put in this
 * response's Content-Security-Policy, so the policy needs no 'unsafe-inline'; and in production the
 * page's stylesheets are written into its head and its scripts start after the first paint
 * (decision 050).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const nonce = loadContext.cspNonce;
  // Crawlers get the whole page at once; people get the shell first.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    let shellSent = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A boundary whose content is ready when the shell goes out is sent in its place. By default
        // React moves one over 500 bytes to the end of the page and reveals it a frame or 300 ms later,
        // so the header's developer menu arrived after the first paint and pushed the page down.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellSent = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          if (loadContext.builtStylesheet) {
            const page = productionPageStream(loadContext.builtStylesheet);
            page.pipe(body);
            pipe(page);
          } else {
            pipe(body);
          }
          resolve(new Response(createReadableStreamFromReadable(body), { status: responseStatus, headers }));
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatus = 500;
          // Errors before the shell reject and are logged by React Router.
          if (shellSent) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
