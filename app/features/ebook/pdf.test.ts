import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ebook } from "./content";
import {
  BODY_SIZE,
  buildEbookPdf,
  chapterLabel,
  chapterStartPages,
  ebookFileName,
  paragraphBreak,
  renderEbookPdf,
  TEXT_WIDTH,
  wrapText,
} from "./pdf.server";

const languages = ["nl", "en"] as const;
const winAnsi = new TextDecoder("windows-1252");

/** The strings a page shows, in drawing order: pdf-lib writes Helvetica text as `<hex> Tj`. */
function pageStrings(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const source = streams
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .join("\n");
  return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
    winAnsi.decode(Buffer.from(match[1] ?? "", "hex")),
  );
}

async function loadPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => pageStrings(page).join(" "));
}

const words = (text: string) => text.split(/[ \t\r\n]+/).filter(Boolean).length;

describe("the ebook's text", () => {
  for (const lng of languages) {
    it(`has 7 to 9 chapters of 3 to 5 paragraphs of 60 to 120 words in ${lng}`, () => {
      const { chapters } = ebook[lng];
      expect(chapters.length).toBeGreaterThanOrEqual(7);
      expect(chapters.length).toBeLessThanOrEqual(9);
      for (const chapter of chapters) {
        expect(chapter.paragraphs.length, chapter.title).toBeGreaterThanOrEqual(3);
        expect(chapter.paragraphs.length, chapter.title).toBeLessThanOrEqual(5);
        for (const paragraph of chapter.paragraphs) {
          expect(words(paragraph), paragraph).toBeGreaterThanOrEqual(60);
          expect(words(paragraph), paragraph).toBeLessThanOrEqual(120);
        }
      }
    });
  }
});

describe("the ebook's PDF", () => {
  for (const lng of languages) {
    it(`in ${lng} has a cover, contents that point at each chapter's first page, and numbered pages`, async () => {
      const book = ebook[lng];
      const bytes = await renderEbookPdf(lng);
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(book.chapters.length + 2);
      expect(doc.getTitle()).toBe(book.title);
      expect(doc.getSubject()).toBe(book.subtitle);
      expect(doc.getAuthor()).toBe("Vitaal");
      expect(doc.getProducer()).toBe("Vitaal");
      expect(doc.getCreationDate()?.toISOString()).toBe("2026-11-01T00:00:00.000Z");

      const pages = await loadPages(bytes);
      expect(pages[0]).toContain(book.title.split(" ")[0]);
      expect(pages[0]).toContain("Vitaal");
      pages.slice(1).forEach((text, index) => {
        expect(text.endsWith(`${book.title} ${index + 2}`), `footer of page ${index + 2}`).toBe(true);
      });

      const starts = book.chapters.map((chapter, index) =>
        pages.findIndex((text) => text.startsWith(`${chapterLabel(lng, index).toUpperCase()} ${chapter.title} `)),
      );
      book.chapters.forEach((chapter, index) => {
        const start = starts[index] ?? -1;
        expect(start, chapter.title).toBeGreaterThan(1);
        expect(pages[1], chapter.title).toContain(`${index + 1} ${chapter.title} ${start + 1}`);
        const firstWords = chapter.paragraphs[0]?.split(" ").slice(0, 4).join(" ") ?? "";
        expect(pages[start], chapter.title).toContain(firstWords);
      });
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });
  }

  it("is the same bytes each time a language is built, and made once per process", async () => {
    for (const lng of languages) {
      const [first, second] = [await buildEbookPdf(lng), await buildEbookPdf(lng)];
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
      expect(Buffer.from(await renderEbookPdf(lng)).equals(Buffer.from(first))).toBe(true);
    }
    expect(await renderEbookPdf("en")).toBe(await renderEbookPdf("en"));
    expect(Buffer.from(await renderEbookPdf("nl")).equals(Buffer.from(await renderEbookPdf("en")))).toBe(false);
  });

  it("has a file name per language", () => {
    expect(ebookFileName("nl")).toBe("vitaal-tien-weken-vitaler.pdf");
    expect(ebookFileName("en")).toBe("vitaal-ten-weeks-to-more-vitality.pdf");
  });

  it("counts each chapter's first page after the cover and the contents", () => {
    expect(chapterStartPages([1, 2, 1, 3])).toEqual([3, 4, 6, 7]);
  });

  it("never leaves a single line of a paragraph on a page", () => {
    expect(paragraphBreak(5, 9)).toBeNull();
    expect(paragraphBreak(5, 5)).toBeNull();
    expect(paragraphBreak(8, 5)).toBe(5);
    expect(paragraphBreak(6, 5)).toBe(4);
    expect(paragraphBreak(6, 1)).toBe(0);
    expect(paragraphBreak(3, 2)).toBe(0);
    expect(paragraphBreak(1, 0)).toBe(0);
  });
});

describe("wrapText", () => {
  const font = async () => (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

  it("breaks a word longer than a line and keeps every line within the width", async () => {
    const helvetica = await font();
    const lines = wrapText(`Rest and recovery ${"x".repeat(80)} after a long day`, helvetica, 10, 120);
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines.join("").replaceAll(" ", "")).toBe(`Restandrecovery${"x".repeat(80)}afteralongday`);
  });

  it("wraps normal text at spaces only, keeping non-breaking spaces together", async () => {
    const helvetica = await font();
    const text =
      "Sta elke dag rond hetzelfde tijdstip op en wandel 's\u00a0ochtends tien minuten buiten, ook als het regent.";
    const lines = wrapText(text, helvetica, 10, 90);
    expect(lines.join(" ")).toBe(text);
    expect(lines.some((line) => line.includes("'s\u00a0ochtends"))).toBe(true);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(90);
  });

  it("fits every paragraph of the ebook to the text width", async () => {
    const helvetica = await font();
    for (const lng of languages) {
      for (const paragraph of ebook[lng].chapters.flatMap((chapter) => chapter.paragraphs)) {
        for (const line of wrapText(paragraph, helvetica, BODY_SIZE, TEXT_WIDTH)) {
          expect(helvetica.widthOfTextAtSize(line, BODY_SIZE)).toBeLessThanOrEqual(TEXT_WIDTH);
        }
      }
    }
  });
});
