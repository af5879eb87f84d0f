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
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
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
  },
});
