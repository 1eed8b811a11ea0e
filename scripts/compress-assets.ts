// Brotli and gzip copies of every text file of the client build, made once at build time, so the
// server sends compressed files without compressing them per request (server.js serves them with
// express-static-gzip). Runs as a Vite plugin at the end of `react-router build`.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts (woff2 is already compressed) and video are not. */
export const compressibleExtensions = [".js", ".mjs", ".css", ".svg", ".webmanifest", ".json", ".html", ".txt", ".vtt"];

export function isCompressible(fileName: string): boolean {
  return compressibleExtensions.some((extension) => fileName.endsWith(extension));
}

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    // Vite's own manifests (.vite/) are not served.
    if (entry.name.startsWith(".")) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function isFresh(copy: string, sourceModified: number): Promise<boolean> {
  try {
    return (await stat(copy)).mtimeMs > sourceModified;
  } catch {
    return false;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every compressible file under
 * `directory`; copies newer than their file are kept. Returns how many files it compressed.
 */
export async function compressDirectory(directory: string): Promise<number> {
  let count = 0;
  const work: Promise<void>[] = [];
  for await (const path of filesUnder(directory)) {
    if (!isCompressible(path)) continue;
    count++;
    work.push(
      (async () => {
        const modified = (await stat(path)).mtimeMs;
        if ((await isFresh(`${path}.br`, modified)) && (await isFresh(`${path}.gz`, modified))) return;
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      })(),
    );
  }
  await Promise.all(work);
  return count;
}

/**
 * Compresses the client build after the server build: React Router moves assets that only the
 * server build emitted into the client directory at the end of that build.
 */
export function compressAssets(clientDirectory: string): Plugin {
  return {
    name: "vitaal:compress-assets",
    apply: "build",
    async closeBundle() {
      if (this.environment?.name !== "ssr") return;
      const count = await compressDirectory(clientDirectory);
      this.environment.logger.info(`compressed ${count} text files in ${clientDirectory} (brotli and gzip)`);
    },
  };
}
