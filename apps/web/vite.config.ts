import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleReport } from "./bundle-report";
import { precompress } from "./precompress";

export default defineConfig({
  plugins: [reactRouter(), precompress(), bundleReport(process.env.BUNDLE_REPORT)],
  build: {
    sourcemap: false,
    rolldownOptions: {
      // Building a zod schema (`z.object(…)`, `z.enum(…).optional()`) has no side effect, so a schema
      // nobody uses is left out, and with it zod itself where a page only needs a module's constants
      // (decision 047). No dependency in the browser build calls a function named `z`.
      treeshake: { manualPureFunctions: ["z"] },
    },
  },
});
