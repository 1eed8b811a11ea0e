import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? { target: "node22" } : undefined,
  environments: {
    ssr: {
      build: {
        // The Express sub-app is the server entry, so app modules and router contexts share one identity.
        rollupOptions: { input: "./server/app.ts" },
      },
    },
  },
  // Found up front, so the first page of the development server doesn't wait for a re-optimisation.
  optimizeDeps: {
    include: ["react-aria-components", "i18next", "react-i18next", "@sentry/react", "react-dom/client"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
