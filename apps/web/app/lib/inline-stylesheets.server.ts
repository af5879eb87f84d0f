import { htmlAttribute } from "./html-attribute.server";

/** The text of one of the build's own stylesheets by the href a page links it with, if it is one. */
export type BuiltStylesheet = (href: string) => string | undefined;

/**
 * A page's head with each stylesheet of the build written into it (decision 050): on Slow 4G every
 * linked stylesheet is a render-blocking round trip. Each `<link rel="stylesheet">` is kept, disabled,
 * right after its `<style>`, so the browser neither fetches nor waits for it while React still finds
 * the element it rendered when it hydrates (it matches a head link by rel and href), and removes it as
 * before when a client-side navigation leaves the route. A stylesheet the build does not know (none
 * today) stays a link.
 */
export function inlineStylesheets(head: string, stylesheet: BuiltStylesheet): string {
  return head.replace(/<link\b[^>]*>/g, (tag) => {
    const href = htmlAttribute(tag, "href");
    if (htmlAttribute(tag, "rel") !== "stylesheet" || !href || /\sdisabled\b/.test(tag)) return tag;
    const css = stylesheet(href);
    if (css === undefined) return tag;
    const nonce = htmlAttribute(tag, "nonce");
    // Built CSS never holds "</style", but a page must not end its own style element early.
    const text = css.replaceAll(/<\/style/gi, "<\\/style");
    const style = `<style data-stylesheet="${href.replaceAll("&", "&amp;")}"${nonce ? ` nonce="${nonce}"` : ""}>${text}</style>`;
    return `${style}${tag.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
}
