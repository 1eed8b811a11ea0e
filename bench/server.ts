import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Waits until `url` answers 2xx (the server's /readyz), or fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds the app once when no production build is there yet. */
export function ensureBuild() {
  if (existsSync("build/server/index.js")) return;
  if (spawnSync("npx", ["react-router", "build"], { stdio: "inherit" }).status !== 0) throw new Error("build failed");
}
