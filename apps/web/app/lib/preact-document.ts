import { Fragment, options } from "preact";

/**
 * Preact renders into `document` as into `<html>` (it takes the document element as the parent),
 * while the root layout renders `<html>` itself, as React needs: hydrated as is, the page would get
 * a second `<html>` inside the first. In the browser the layout's `<html>` is a fragment, so its
 * `<head>` and `<body>` hydrate the server's; its attributes are the server's and never change.
 */
export function renderHtmlAsFragment() {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (vnode.type === "html") vnode.type = Fragment;
    previous?.(vnode);
  };
}

/**
 * Puts the server's `<head>` back in the order the layout renders it. Preact hydrates an element
 * with the first unclaimed server element of the same tag, so the order of the links matters, and
 * React's server rendering moved some: stylesheets with a `precedence` before the head's own
 * children, the module preloads of `<Scripts>` (rendered in the body) and its own image preloads
 * into the head. Those preloads have no element in the layout: they go to the end, where hydration
 * drops them (their fetches are under way). The other links go before the first stylesheet, as in
 * the layout, where `<Links />` comes last; stylesheets stay put, since moving one drops its rules
 * until the browser applies it again.
 */
export function restoreHeadOrder(head: HTMLHeadElement) {
  for (const link of head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')) {
    head.append(link);
  }
  const firstStylesheet = head.querySelector('link[rel="stylesheet"]');
  if (!firstStylesheet) return;
  for (const link of head.querySelectorAll(
    'link:not([rel="stylesheet"]):not([rel="modulepreload"]):not([rel="preload"])',
  )) {
    if (firstStylesheet.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING) {
      head.insertBefore(link, firstStylesheet);
    }
  }
}

/** How long hydration waits at most for React's streamed Suspense content to be put in place. */
const REVEAL_WAIT_MS = 3000;

/**
 * Waits until React's streaming scripts have moved every completed Suspense boundary's content
 * into place (React 19.2 batches those reveals into a later frame). React's own hydration knows
 * the pending markers and retries; Preact would hydrate the placeholder, and the reveal would then
 * change the page under its feet (a lazy staff menu or developer menu, shown twice, and its
 * neighbours lost: the reveal removes up to the end marker, which hydration had dropped). A boundary
 * still pending after the wait, or failed on the server (`<!--$!-->`), is rendered by Preact as new.
 */
export async function streamedContentRevealed() {
  const deadline = performance.now() + REVEAL_WAIT_MS;
  while (pendingBoundary() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/** React's markers of a boundary whose content is still in the hidden part: streaming, or waiting to be revealed. */
const PENDING = new Set(["$?", "$~"]);

function pendingBoundary(): boolean {
  for (const template of document.querySelectorAll('template[id^="B:"]')) {
    const marker = template.previousSibling;
    if (marker?.nodeType === Node.COMMENT_NODE && PENDING.has((marker as Comment).data)) {
      return true;
    }
  }
  return false;
}

/**
 * Keeps the stylesheets the server wrote into the head (decision 050) through hydration: they have
 * no element in the layout, so Preact drops them, and the links they stand in for are disabled.
 * Call before hydrating; the returned function puts each back before its link in the same task, so
 * no frame is painted without them. Preact leaves elements it does not own alone after hydration.
 */
export function keepWrittenStylesheets(head: HTMLHeadElement): () => void {
  const kept = [...head.querySelectorAll("style[data-stylesheet]")].map((style) => ({
    style,
    link: style.nextElementSibling,
  }));
  return () => {
    for (const { style, link } of kept) {
      if (style.isConnected) continue;
      head.insertBefore(
        style,
        link?.parentNode === head ? link : head.querySelector('link[rel="stylesheet"]'),
      );
    }
  };
}
