import { inflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ebook } from "./content";
import { ebookFileName, renderEbookPdf, wrapText } from "./pdf.server";

// Helvetica text is written as hex strings (one byte per WinAnsi character) in compressed page streams.
const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();

function pageText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const streams: string[] = [];
  let at = raw.indexOf("stream\n");
  while (at !== -1) {
    const end = raw.indexOf("endstream", at);
    try {
      streams.push(inflateSync(raw.subarray(at + 7, end)).toString("latin1"));
    } catch {
      // not a compressed stream
    }
    at = raw.indexOf("stream\n", end + "endstream".length);
  }
  return streams.join("\n").toUpperCase();
}

describe("the ebook's PDF", () => {
  for (const lng of ["nl", "en"] as const) {
    it(`is a real PDF in ${lng} with a cover, contents and every chapter`, async () => {
      const bytes = await renderEbookPdf(lng);
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      const doc = await PDFDocument.load(bytes);
      expect(doc.getTitle()).toBe(ebook[lng].title);
      expect(doc.getAuthor()).toBe("Vitaal");
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(ebook[lng].chapters.length + 2);
      const text = pageText(bytes);
      for (const chapter of ebook[lng].chapters) {
        expect(text, chapter.title).toContain(hex(`${chapter.title.split(" ").slice(0, 2).join(" ")}`));
        expect(text, chapter.title).toContain(hex(chapter.paragraphs[0]?.split(" ").slice(0, 3).join(" ") ?? ""));
      }
    });
  }

  it("is made once per language and served from memory after", async () => {
    const first = await renderEbookPdf("en");
    expect(await renderEbookPdf("en")).toBe(first);
    expect(await renderEbookPdf("nl")).not.toBe(first);
    expect(ebookFileName("en")).toBe("vitaal-ten-weeks-to-more-vitality.pdf");
  });

  it("wraps text to the width, breaking a word longer than a line", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const width = 120;
    const lines = wrapText(`Rest and recovery ${"x".repeat(80)} after a long day at work`, font, 10, width);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(width);
    expect(lines.join("").replace(/ /g, "")).toBe(`Restandrecovery${"x".repeat(80)}afteralongdayatwork`);
  });
});
