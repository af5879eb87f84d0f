import type { Plugin } from "vite";

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
 * Preact (through preact/compat) instead of React in the browser build only; the server keeps
 * rendering with React (decision 049).
 */
export function preactClient(): Plugin {
  return {
    name: "mt:preact-client",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client") return null;
      const standIn = STAND_INS[source];
      if (!standIn) return null;
      return this.resolve(standIn, importer, { ...options, skipSelf: true });
    },
  };
}
