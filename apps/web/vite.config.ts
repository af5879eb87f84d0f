import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleReport } from "./bundle-report.ts";
import { compileHints } from "./compile-hints.ts";
import { precompress } from "./precompress.ts";
import { shellChunk } from "./shell-chunk.ts";
import { zodJitless } from "./zod-jitless.ts";

const rootModule = path.join(path.dirname(fileURLToPath(import.meta.url)), "app/root.tsx");

export default defineConfig({
  plugins: [
    zodJitless(),
    reactRouter(),
    compileHints(["shell", "entry.client"]),
    precompress(),
    bundleReport(process.env.BUNDLE_REPORT),
  ],
  build: {
    sourcemap: false,
  },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk(rootModule)] } } } },
    },
  },
});
