import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleReport } from "./bundle-report";
import { precompress } from "./precompress";

export default defineConfig({
  plugins: [reactRouter(), precompress(), bundleReport(process.env.BUNDLE_REPORT)],
  build: { sourcemap: false },
});
