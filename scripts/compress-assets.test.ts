import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { compressDirectory, isCompressible } from "./compress-assets";

const dir = mkdtempSync(join(tmpdir(), "vitaal-compress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("compressDirectory", () => {
  const script = "export const greeting = 'hallo';\n".repeat(200);
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "assets", "entry-abc123.js"), script);
  writeFileSync(join(dir, "assets", "app-abc123.css"), "body{color:#1c2624}\n".repeat(100));
  writeFileSync(join(dir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  writeFileSync(join(dir, "manifest.webmanifest"), '{"name":"Vitaal"}');
  writeFileSync(join(dir, "icon.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, ".vite", "manifest.json"), "{}");

  it("writes a brotli and a gzip copy of every text file, each decoding to the file", async () => {
    expect(await compressDirectory(dir)).toBe(4);
    for (const file of ["assets/entry-abc123.js", "assets/app-abc123.css", "favicon.svg", "manifest.webmanifest"]) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
    }
    expect(readFileSync(join(dir, "assets/entry-abc123.js.br")).length).toBeLessThan(script.length / 10);
  });

  it("leaves images and Vite's own manifests alone", () => {
    expect(() => statSync(join(dir, "icon.png.br"))).toThrow();
    expect(() => statSync(join(dir, ".vite", "manifest.json.br"))).toThrow();
  });

  it("keeps copies that are newer than their file, and redoes those that are not", async () => {
    const fresh = statSync(join(dir, "favicon.svg.br")).mtimeMs;
    writeFileSync(join(dir, "assets", "entry-abc123.js"), "export const changed = true;\n".repeat(50));
    await compressDirectory(dir);
    expect(statSync(join(dir, "favicon.svg.br")).mtimeMs).toBe(fresh);
    expect(brotliDecompressSync(readFileSync(join(dir, "assets/entry-abc123.js.br"))).toString()).toContain("changed");
  });

  it("knows text from binary by name", () => {
    expect(["a.js", "a.css", "a.svg", "a.webmanifest", "a.json", "a.vtt"].every(isCompressible)).toBe(true);
    expect(["a.woff2", "a.png", "a.webm", "a.js.br"].some(isCompressible)).toBe(false);
  });
});
