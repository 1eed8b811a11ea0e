import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "tests/matrix/**/*.test.ts",
      "tests/docs/**/*.test.ts",
      "tests/layering/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: "silent" },
  },
});
