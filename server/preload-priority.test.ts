import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./preload-priority";

const through = (chunks: string[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityPreloads()));

describe("lowPriorityPreloads", () => {
  const head =
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>';
  const body = '<body><p>ü <link rel="modulepreload" href="/in-body.js"/></p></body></html>';

  it("lowers the priority of every module preload in the head and leaves the rest as it was", async () => {
    const out = await through([head + body]);
    expect(out).toBe(`${head.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"')}${body}`);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("finds the head when it comes in pieces, even a tag cut in two", async () => {
    const whole = head + body;
    const cut = whole.indexOf('ulepreload" href="/b.js"');
    const pieces = [
      whole.slice(0, cut),
      whole.slice(cut, whole.indexOf("</he") + 2),
      whole.slice(whole.indexOf("</he") + 2),
    ];
    expect(await through(pieces)).toBe(await through([whole]));
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await through(["<p>", "no head", "</p>"])).toBe("<p>no head</p>");
  });
});
