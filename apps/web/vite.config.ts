import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleReport } from "./bundle-report.ts";
import { compileHints } from "./compile-hints.ts";
import { precompress } from "./precompress.ts";
import { fieldRulesChunk, imageUrlChunk } from "./shared-chunks.ts";
import { shellChunk } from "./shell-chunk.ts";
import { zodJitless } from "./zod-jitless.ts";

const app = path.join(path.dirname(fileURLToPath(import.meta.url)), "app");
const reactDomClient = createRequire(import.meta.url).resolve("react-dom/client");

export default defineConfig({
  plugins: [
    zodJitless(),
    reactRouter(),
    compileHints("shell"),
    precompress(),
    bundleReport(process.env.BUNDLE_REPORT),
  ],
  build: {
    sourcemap: false,
    // The largest browser chunk is the CMS editor's (`field-editors`, about 640 kB before
    // compression), loaded only by staff who edit pages; visitors never download it. The limit sits
    // just above it, so another chunk of that size is still reported.
    chunkSizeWarningLimit: 700,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The timing report names the slowest plugins of a build that took long, which on a busy
          // machine it always does; BUNDLE_REPORT is the way to look into the build.
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: {
              groups: [
                shellChunk(path.join(app, "entry.client.tsx"), path.join(app, "root.tsx"), [reactDomClient]),
                fieldRulesChunk,
                imageUrlChunk,
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: {
          // The browser's dynamic imports split its bundle; the server build loads every module at
          // start anyway, so a dynamic import that is also static there is no news. Timings: as above.
          checks: { ineffectiveDynamicImport: false, bundlerTimings: false },
        },
      },
    },
  },
});
