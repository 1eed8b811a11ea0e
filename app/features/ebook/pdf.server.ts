import { PageSizes, PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from "pdf-lib";
import type { Language } from "~/utils/i18n/config";
import { type Ebook, type EbookChapter, ebook } from "./content";

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A5;
const MARGIN = { side: 52, top: 72, bottom: 76 };
const FOOTER_Y = 40;
/** The width of the body text on every page, in points. */
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN.side;
/** The body text's font size, in points. */
export const BODY_SIZE = 10.5;
const PARAGRAPH_GAP = 8;
const FIRST_CHAPTER_PAGE = 3;

const hex = (value: string): RGB =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );
const COLOR = {
  teal: hex("#0f766e"),
  tealDark: hex("#115e59"),
  sand: hex("#f5e9d7"),
  ink: hex("#1f2937"),
  muted: hex("#6b7280"),
  white: hex("#ffffff"),
};

/** The two embedded faces the book is set in. */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

type StyleName = "label" | "title" | "body";
const STYLE: Record<StyleName, { font: keyof Fonts; size: number; leading: number; color: RGB }> = {
  label: { font: "bold", size: 9, leading: 22, color: COLOR.muted },
  title: { font: "bold", size: 19, leading: 24, color: COLOR.teal },
  body: { font: "regular", size: BODY_SIZE, leading: 15.5, color: COLOR.ink },
};

/** A line of text laid out on a page: its style and its baseline. */
export interface PlacedLine {
  text: string;
  style: StyleName;
  y: number;
}

const EDITION_DATE = new Date("2026-11-01T00:00:00Z");

const CONTENTS_HEADING: Record<Language, string> = { nl: "Inhoud", en: "Contents" };

/**
 * Splits text into lines no wider than `width`, at spaces (not at non-breaking ones); a word longer than a line is
 * broken across lines.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/[ \t\r\n]+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(word, fits);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? "";
  }
  if (line) lines.push(line);
  return lines;
}

function breakWord(word: string, fits: (value: string) => boolean): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (!fits(rest)) {
    let cut = 1;
    while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces;
}

/** The small heading above a chapter's title, e.g. "Hoofdstuk 2". */
export function chapterLabel(lng: Language, index: number): string {
  return `${lng === "nl" ? "Hoofdstuk" : "Chapter"} ${index + 1}`;
}

/**
 * Lays a chapter out over as many pages as it needs: the lines of each page with their baselines. A paragraph
 * split over two pages keeps at least two of its lines on each.
 */
export function layoutChapter(chapter: EbookChapter, label: string, fonts: Fonts): PlacedLine[][] {
  const top = PAGE_HEIGHT - MARGIN.top;
  const pages: PlacedLine[][] = [[]];
  let y = top;
  const breakPage = () => {
    pages.push([]);
    y = top;
  };
  const place = (text: string, style: StyleName) => {
    if (y < MARGIN.bottom) breakPage();
    pages.at(-1)?.push({ text, style, y });
    y -= STYLE[style].leading;
  };
  const wrapped = (text: string, style: StyleName) =>
    wrapText(text, fonts[STYLE[style].font], STYLE[style].size, TEXT_WIDTH);

  place(label.toUpperCase(), "label");
  for (const line of wrapped(chapter.title, "title")) place(line, "title");
  y -= STYLE.title.leading;
  for (const paragraph of chapter.paragraphs) {
    const lines = wrapped(paragraph, "body");
    const breakAt = paragraphBreak(lines.length, linesThatFit(y, STYLE.body.leading));
    lines.forEach((line, at) => {
      if (at === breakAt) breakPage();
      place(line, "body");
    });
    y -= PARAGRAPH_GAP;
  }
  return pages;
}

function linesThatFit(y: number, leading: number): number {
  return y < MARGIN.bottom ? 0 : Math.floor((y - MARGIN.bottom) / leading) + 1;
}

/**
 * The line of a paragraph of `count` lines that starts the next page when `room` lines fit on this one, or null if it
 * all fits; a page never holds a single line of a split paragraph.
 */
export function paragraphBreak(count: number, room: number): number | null {
  if (count <= room) return null;
  const split = Math.min(room, count - 2);
  return split < 2 ? 0 : split;
}

/** The page number (1-based, the cover being 1) on which each chapter starts. */
export function chapterStartPages(pageCounts: number[], firstPage = FIRST_CHAPTER_PAGE): number[] {
  const starts: number[] = [];
  let next = firstPage;
  for (const count of pageCounts) {
    starts.push(next);
    next += count;
  }
  return starts;
}

const cache = new Map<Language, Promise<Uint8Array>>();

/** The ebook as a PDF, made once per process per language and then served from memory. */
export function renderEbookPdf(lng: Language): Promise<Uint8Array> {
  let pdf = cache.get(lng);
  if (!pdf) {
    pdf = buildEbookPdf(lng).catch((error: unknown) => {
      cache.delete(lng);
      throw error;
    });
    cache.set(lng, pdf);
  }
  return pdf;
}

/** The file name a download of the PDF gets. */
export function ebookFileName(lng: Language): string {
  return lng === "nl" ? "vitaal-tien-weken-vitaler.pdf" : "vitaal-ten-weeks-to-more-vitality.pdf";
}

/** Builds the PDF without the cache: cover, contents, then each chapter from a new page. Same input, same bytes. */
export async function buildEbookPdf(lng: Language): Promise<Uint8Array> {
  const book = ebook[lng];
  const doc = await PDFDocument.create({ updateMetadata: false });
  setMetadata(doc, book, lng);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const chapters = book.chapters.map((chapter, index) => layoutChapter(chapter, chapterLabel(lng, index), fonts));
  const starts = chapterStartPages(chapters.map((pages) => pages.length));

  drawCover(newPage(doc), book, fonts);
  drawContents(newPage(doc), CONTENTS_HEADING[lng], book.chapters, starts, fonts);
  for (const lines of chapters.flat()) drawLines(newPage(doc), lines, fonts);
  doc.getPages().forEach((page, index) => {
    if (index > 0) drawFooter(page, book.title, index + 1, fonts);
  });
  return doc.save({ useObjectStreams: false });
}

function setMetadata(doc: PDFDocument, book: Ebook, lng: Language) {
  doc.setTitle(book.title, { showInWindowTitleBar: true });
  doc.setSubject(book.subtitle);
  doc.setAuthor("Vitaal");
  doc.setCreator("Vitaal");
  doc.setProducer("Vitaal");
  doc.setLanguage(lng);
  doc.setCreationDate(EDITION_DATE);
  doc.setModificationDate(EDITION_DATE);
}

const newPage = (doc: PDFDocument) => doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);

function drawLines(page: PDFPage, lines: PlacedLine[], fonts: Fonts) {
  for (const { text, style, y } of lines) {
    const { font, size, color } = STYLE[style];
    page.drawText(text, { x: MARGIN.side, y, size, font: fonts[font], color });
  }
}

function drawCover(page: PDFPage, book: Ebook, fonts: Fonts) {
  const band = PAGE_HEIGHT * 0.4;
  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: COLOR.sand });
  page.drawRectangle({ x: 0, y: band, width: PAGE_WIDTH, height: PAGE_HEIGHT - band, color: COLOR.teal });
  page.drawCircle({ x: PAGE_WIDTH - 30, y: PAGE_HEIGHT - 40, size: 110, color: COLOR.tealDark });
  page.drawCircle({ x: PAGE_WIDTH - 30, y: PAGE_HEIGHT - 40, size: 62, color: COLOR.sand });
  page.drawCircle({ x: 40, y: PAGE_HEIGHT - 60, size: 22, borderColor: COLOR.sand, borderWidth: 1.5 });

  const titleLines = wrapText(book.title, fonts.bold, 30, TEXT_WIDTH);
  const subtitleLines = wrapText(book.subtitle, fonts.regular, 12.5, TEXT_WIDTH);
  const subtitleTop = band + 40 + (subtitleLines.length - 1) * 17;
  const titleTop = subtitleTop + 32 + (titleLines.length - 1) * 35;
  titleLines.forEach((line, at) => {
    page.drawText(line, { x: MARGIN.side, y: titleTop - at * 35, size: 30, font: fonts.bold, color: COLOR.white });
  });
  subtitleLines.forEach((line, at) => {
    const y = subtitleTop - at * 17;
    page.drawText(line, { x: MARGIN.side, y, size: 12.5, font: fonts.regular, color: COLOR.sand });
  });

  for (let week = 0; week < 10; week++) {
    page.drawCircle({
      x: MARGIN.side + 6 + week * 24,
      y: band - 64,
      size: 6,
      color: COLOR.teal,
      opacity: (week + 1) / 10,
    });
  }
  page.drawCircle({ x: MARGIN.side + 7, y: 58, size: 7, color: COLOR.teal });
  page.drawText("Vitaal", { x: MARGIN.side + 20, y: 52, size: 17, font: fonts.bold, color: COLOR.teal });
}

function drawContents(page: PDFPage, heading: string, chapters: EbookChapter[], starts: number[], fonts: Fonts) {
  const size = 11;
  const indent = 22;
  const numberColumn = 28;
  let y = PAGE_HEIGHT - MARGIN.top;
  page.drawText(heading, { x: MARGIN.side, y, size: 22, font: fonts.bold, color: COLOR.teal });
  y -= 46;
  chapters.forEach((chapter, index) => {
    const pageNumber = String(starts[index] ?? "");
    page.drawText(String(index + 1), { x: MARGIN.side, y, size, font: fonts.bold, color: COLOR.teal });
    const lines = wrapText(chapter.title, fonts.regular, size, TEXT_WIDTH - indent - numberColumn);
    lines.forEach((line, at) => {
      page.drawText(line, { x: MARGIN.side + indent, y: y - at * 15, size, font: fonts.regular, color: COLOR.ink });
    });
    const numberX = PAGE_WIDTH - MARGIN.side - fonts.regular.widthOfTextAtSize(pageNumber, size);
    page.drawText(pageNumber, { x: numberX, y, size, font: fonts.regular, color: COLOR.ink });
    y -= lines.length * 15 + 13;
  });
}

function drawFooter(page: PDFPage, title: string, pageNumber: number, fonts: Fonts) {
  const size = 8;
  const number = String(pageNumber);
  page.drawLine({
    start: { x: MARGIN.side, y: FOOTER_Y + 14 },
    end: { x: PAGE_WIDTH - MARGIN.side, y: FOOTER_Y + 14 },
    thickness: 0.6,
    color: COLOR.sand,
  });
  page.drawText(title, { x: MARGIN.side, y: FOOTER_Y, size, font: fonts.regular, color: COLOR.muted });
  const x = PAGE_WIDTH - MARGIN.side - fonts.regular.widthOfTextAtSize(number, size);
  page.drawText(number, { x, y: FOOTER_Y, size, font: fonts.bold, color: COLOR.muted });
}
