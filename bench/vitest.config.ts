import { defineConfig } from "vitest/config";

// The benches' pure parts (budgets and tables); the benches themselves run with `npm run bench`.
export default defineConfig({
  test: { include: ["**/*.test.ts"], exclude: ["**/node_modules/**"], environment: "node" },
});
