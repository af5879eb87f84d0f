import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const zodBrowser = fileURLToPath(new URL("app/lib/zod-browser.ts", import.meta.url));

/** React's entry points and the preact/compat module that stands in for each in the browser. */
const STAND_INS: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  "react/compiler-runtime": "preact/compat/compiler-runtime",
};

/**
 * The browser build's stand-ins (decision 049): Preact (through preact/compat) instead of React, the
 * server keeps rendering with React; and zod through `app/lib/zod-browser.ts`, which turns off its
 * `new Function` probe before any schema is built.
 */
export function browserStandIns(): Plugin {
  return {
    name: "mt:browser-stand-ins",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      if (source === "zod" && importer !== zodBrowser) return zodBrowser;
      const standIn = STAND_INS[source];
      if (!standIn) return null;
      return this.resolve(standIn, importer, { ...options, skipSelf: true });
    },
  };
}
