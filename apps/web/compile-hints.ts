import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136+): a file starting with this comment has all its functions
 * compiled eagerly while the script is streamed, on a background thread, instead of one by one on
 * the main thread the first time each is called.
 */
const ALL_FUNCTIONS_CALLED_ON_LOAD = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the shell chunk (decisions 054, 069): hydration calls most of its functions at once (React's
 * renderer, the router, the layout), and compiling them lazily made up about a third of hydration's
 * long task on the main thread. Other chunks are left lazy: they are small, and the comment costs
 * bytes on the JavaScript budget.
 */
export function compileHints(chunkName: string): Plugin {
  return {
    name: "mt-compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // After minification, which drops comments; the file's name is already hashed by then, from
    // the same code, so it still changes whenever the code does.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && chunk.name === chunkName) {
            chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
          }
        }
      },
    },
  };
}
