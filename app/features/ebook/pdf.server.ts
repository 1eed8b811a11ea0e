import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { Language } from "~/features/i18n/config";
import { ebook } from "./content";

// A5 in points, with the margins of a small book.
const PAGE = { width: 420, height: 595 };
const MARGIN = { x: 48, top: 60, bottom: 64 };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.x;
const BODY = { size: 10.5, leading: 15.5 };
const TEAL = rgb(15 / 255, 118 / 255, 110 / 255);
const SAND = rgb(245 / 255, 233 / 255, 215 / 255);
const CORAL = rgb(249 / 255, 115 / 255, 102 / 255);
const INK = rgb(31 / 255, 41 / 255, 55 / 255);
// The edition's date, not the moment of rendering.
const MADE = new Date("2026-11-01T00:00:00Z");

/** Splits text into lines no wider than `width`; a word longer than a line is broken across lines. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export const ebookFileName = (lng: Language) =>
  lng === "nl" ? "vitaal-tien-weken-vitaler.pdf" : "vitaal-ten-weeks-to-more-vitality.pdf";

const cache = new Map<Language, Promise<Uint8Array>>();

/** The ebook as a PDF in one language: cover, contents, one or more pages per chapter. Made once per process. */
export function renderEbookPdf(lng: Language): Promise<Uint8Array> {
  let pdf = cache.get(lng);
  if (!pdf) {
    pdf = build(lng);
    cache.set(lng, pdf);
  }
  return pdf;
}

async function build(lng: Language): Promise<Uint8Array> {
  const book = ebook[lng];
  const doc = await PDFDocument.create();
  doc.setTitle(book.title);
  doc.setSubject(book.subtitle);
  doc.setAuthor("Vitaal");
  doc.setCreator("Vitaal");
  doc.setProducer("Vitaal");
  doc.setLanguage(lng);
  doc.setCreationDate(MADE);
  doc.setModificationDate(MADE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  drawCover(doc.addPage([PAGE.width, PAGE.height]), book.title, book.subtitle, regular, bold);
  const contents = doc.addPage([PAGE.width, PAGE.height]);

  const starts: number[] = [];
  for (const chapter of book.chapters) {
    let page = doc.addPage([PAGE.width, PAGE.height]);
    starts.push(doc.getPageCount());
    let y = PAGE.height - MARGIN.top;
    for (const line of wrapText(chapter.title, bold, 18, TEXT_WIDTH)) {
      page.drawText(line, { x: MARGIN.x, y, size: 18, font: bold, color: TEAL });
      y -= 24;
    }
    y -= 10;
    for (const paragraph of chapter.paragraphs) {
      for (const line of wrapText(paragraph, regular, BODY.size, TEXT_WIDTH)) {
        if (y < MARGIN.bottom) {
          page = doc.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - MARGIN.top;
        }
        page.drawText(line, { x: MARGIN.x, y, size: BODY.size, font: regular, color: INK });
        y -= BODY.leading;
      }
      y -= BODY.leading * 0.6;
    }
  }

  const heading = lng === "nl" ? "Inhoud" : "Contents";
  contents.drawText(heading, { x: MARGIN.x, y: PAGE.height - MARGIN.top, size: 20, font: bold, color: TEAL });
  book.chapters.forEach((chapter, index) => {
    const y = PAGE.height - MARGIN.top - 44 - index * 26;
    const number = String(starts[index]);
    contents.drawText(`${index + 1}. ${chapter.title}`, { x: MARGIN.x, y, size: 11, font: regular, color: INK });
    contents.drawText(number, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(number, 11),
      y,
      size: 11,
      font: regular,
      color: INK,
    });
  });

  doc.getPages().forEach((page, index) => {
    if (index === 0) return;
    const label = `${book.title} · ${index + 1}`;
    page.drawText(label, {
      x: (PAGE.width - regular.widthOfTextAtSize(label, 8)) / 2,
      y: 32,
      size: 8,
      font: regular,
      color: INK,
    });
  });
  return doc.save({ useObjectStreams: false });
}

function drawCover(page: PDFPage, title: string, subtitle: string, regular: PDFFont, bold: PDFFont) {
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: SAND });
  page.drawRectangle({ x: 0, y: PAGE.height * 0.42, width: PAGE.width, height: PAGE.height * 0.58, color: TEAL });
  page.drawCircle({ x: PAGE.width * 0.75, y: PAGE.height * 0.8, size: 52, color: CORAL });
  let y = PAGE.height * 0.34;
  for (const line of wrapText(title, bold, 26, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN.x, y, size: 26, font: bold, color: INK });
    y -= 32;
  }
  for (const line of wrapText(subtitle, regular, 12, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN.x, y: y - 4, size: 12, font: regular, color: INK });
    y -= 17;
  }
  page.drawText("Vitaal", { x: MARGIN.x, y: 48, size: 14, font: bold, color: TEAL });
}
