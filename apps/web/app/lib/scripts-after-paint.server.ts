import { htmlAttribute } from "./html-attribute.server";

/**
 * The app's JavaScript starts once the page has painted its main image (decision 050). A server-rendered
 * public page needs no script to show itself, but the ~120 kB of modules React Router preloads from
 * the head share a Slow 4G line with the hero image and run on the main thread before it paints. So
 * the head's module preloads are taken out, React Router's module script is kept as inert text, and a
 * starter after it puts both back once the page's `fetchpriority="high"` image has loaded, the browser
 * has reported the first contentful paint and a frame has shown the image (or at once in a hidden tab,
 * or after five seconds whatever happened). It waits for the frame after the one that painted: the
 * browser reports a paint when the frame reaches the screen, a little after the frame's own callback.
 */

const modulePreload = /<link\b[^>]*\srel="modulepreload"[^>]*>/g;

/** The head without its module preloads, and the modules they named, in order. */
export function takeModulePreloads(head: string): { head: string; preloads: string[] } {
  const preloads: string[] = [];
  const rest = head.replace(modulePreload, (tag) => {
    const href = htmlAttribute(tag, "href");
    if (href) preloads.push(href);
    return "";
  });
  return { head: rest, preloads };
}

/** True for React Router's module script (the one that imports the route modules and hydrates). */
export const isModuleScript = (openingTag: string) => /\stype="module"/.test(openingTag);

// Runs in the browser as written: `s` is this script (its nonce is the page's), `p` the preloads.
// Chrome runs frame callbacks while it still holds back the first paint (the document is parsing), so
// a frame alone does not prove a paint: where the browser reports paints, it also waits for the
// first contentful one.
const STARTER = `(function(s,p){var n=s.nonce,d=0,shown=0,fcp=0;function go(){if(d)return;d=1;p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=s.previousElementSibling.textContent;document.body.appendChild(m)}function ready(){if(shown&&fcp)requestAnimationFrame(function(){requestAnimationFrame(go)})}if(document.visibilityState==="hidden")return go();var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();fcp=1;ready()}}).observe({type:"paint",buffered:true});else fcp=1;var i=document.querySelector('img[fetchpriority="high"]');if(i&&!i.complete){i.addEventListener("load",function(){shown=1;ready()});i.addEventListener("error",go)}else shown=1;setTimeout(go,5000);ready()})`;

/**
 * React Router's module script as inert text (the browser runs no script of an unknown type; React
 * hydrates the element all the same, as it matches a script without src by its tag alone), followed
 * by the starter that runs it after the paint.
 */
export function startAfterPaint(moduleScript: string, preloads: string[]): string {
  const inert = moduleScript.replace(/\stype="module"/, ' type="text/x-module-after-paint"');
  const nonce = htmlAttribute(moduleScript, "nonce");
  const list = JSON.stringify(preloads).replaceAll("<", "\\u003c");
  return `${inert}<script${nonce ? ` nonce="${nonce}"` : ""}>${STARTER}(document.currentScript,${list})</script>`;
}
