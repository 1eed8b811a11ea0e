import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compressAssets } from "./scripts/compress-assets";
import { namedServerEntry } from "./scripts/named-server-entry";

// The app's own modules that routes share: the shell, the error pages, the UI kit, formatting and
// i18n glue (see the "app" chunk below)…
const sharedAppCode = /[\\/]app[\\/](components[\\/](shell|errors|ui)|utils)[\\/]/;
// …except those that bring React Aria's form widgets or Zod with them: they stay with the pages
// that use them.
const keptWithTheirPages =
  /[\\/](calendar|date-picker|date-range-picker|date-time-primitives|time-field|switch|checkbox|radio-group|text-field|field-help|zod-text|csv|form-body)\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? { target: "node22" } : undefined,
  // The development server hands out project files by path; a partner's media files live in
  // private/ precisely so that only their guarded route serves them.
  server: { fs: { deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "private/**"] } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page runs (React, React Router, i18next) in one file instead of a dozen:
            // fewer requests, and brotli compresses one large file better than many small ones.
            // Routes keep their own chunks, so a page loads only the code of the routes it shows.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/,
                  priority: 10,
                },
                // The app's own small shared modules in one file instead of twenty small ones, each a
                // request and a round trip on a phone (about 10 KB more on a page that needs few of
                // them, 15–25 fewer requests on a first visit).
                {
                  name: "app",
                  test: (id: string) => sharedAppCode.test(id) && !keptWithTheirPages.test(id),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // The Express sub-app is the server entry, so app modules and router contexts share one identity.
        // The report worker is an entry of its own: a thread loads it by its file (decision 025).
        rollupOptions: {
          input: { index: "./server/app.ts", "report-worker": "./app/features/reports/report-worker.server.ts" },
        },
      },
    },
  },
  ssr: {
    // React Aria is some 1,300 small modules; bundled into the server build, only what the pages
    // use is kept, in one module: less for the server to load, hold and go through when it
    // collects garbage.
    noExternal: [/^react-aria/, /^@react-aria\//, /^react-stately/, /^@react-stately\//, /^@react-types\//],
  },
  // Found up front, so the first page of the development server doesn't wait for a re-optimisation.
  optimizeDeps: {
    include: ["react-aria-components", "i18next", "react-i18next", "@sentry/react", "react-dom/client"],
  },
  // Brotli and gzip copies of the client build, served by server.js as they are.
  plugins: [
    tailwindcss(),
    reactRouter(),
    compressAssets("build/client"),
    namedServerEntry("app/features/reports/report-worker.server.ts", "report-worker.js"),
  ],
}));
