import { once } from "node:events";
import { createServer, get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCompression } from "./page-compression";

// A page written as React Router writes one: many chunks, a flush after each, then a late chunk.
const chunks = Array.from({ length: 40 }, (_, i) => `<p>chunk ${i} ${"lorem ipsum ".repeat(20)}</p>`);
const late = "<p>streamed later</p>";

const app = express();
app.use(pageCompression());
app.get("/page", (_req, res) => {
  const flushable = res as typeof res & { flush(): void };
  res.type("html");
  for (const chunk of chunks) {
    res.write(chunk);
    flushable.flush();
  }
  setTimeout(() => {
    res.write(late);
    flushable.flush();
    // Flushed again after the end (the adapter may): nothing breaks.
    res.end();
    flushable.flush();
  }, 50);
});
const server = createServer(app);
let base = "";

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

/** The response's raw pieces as they arrived, and when the first came relative to the end. */
function fetchRaw(acceptEncoding: string) {
  return new Promise<{ response: IncomingMessage; pieces: Buffer[]; beforeLate: number }>((resolve, reject) => {
    get(`${base}/page`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const pieces: Buffer[] = [];
      let beforeLate = 0;
      const started = Date.now();
      response.on("data", (piece: Buffer) => {
        pieces.push(piece);
        if (Date.now() - started < 40) beforeLate = pieces.length;
      });
      response.on("end", () => resolve({ response, pieces, beforeLate }));
    }).on("error", reject);
  });
}

describe("pageCompression", () => {
  for (const [accept, encoding, decode] of [
    ["br", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
  ] as const) {
    it(`sends the page ${encoding}-compressed, whole, with the shell before what streams later`, async () => {
      const { response, pieces, beforeLate } = await fetchRaw(accept);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(decode(Buffer.concat(pieces)).toString()).toBe(chunks.join("") + late);
      // The shell arrived before the late chunk was written: flushes still stream.
      expect(beforeLate).toBeGreaterThan(0);
      // …but not one compressed block per chunk.
      expect(pieces.length).toBeLessThan(10);
    });
  }

  it("leaves the page uncompressed for a client that does not accept it", async () => {
    const { response, pieces } = await fetchRaw("identity");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(Buffer.concat(pieces).toString()).toBe(chunks.join("") + late);
  });
});
