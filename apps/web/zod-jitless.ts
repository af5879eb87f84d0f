import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const zodBrowser = fileURLToPath(new URL("app/lib/zod-browser.ts", import.meta.url));

/**
 * The browser build imports zod through `app/lib/zod-browser.ts`, which turns off zod's `new Function`
 * probe (a violation of the page's CSP) before any schema is built. The server keeps zod's JIT.
 */
export function zodJitless(): Plugin {
  return {
    name: "mt:zod-jitless",
    enforce: "pre",
    resolveId(source, importer) {
      if (this.environment.name !== "client") return null;
      return source === "zod" && importer !== zodBrowser ? zodBrowser : null;
    },
  };
}
