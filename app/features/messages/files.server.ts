import sharp from "sharp";
import { fail } from "~/utils/app-error";
import { MAX_FILE_BYTES } from "./files";

// A coach's attachment: a PDF, PNG or JPEG of at most 5 MB, its type read from its content (never
// from its name or the type the browser claims). Images are decoded and written again in their
// own format, upright and without metadata, so whatever else the file carried does not survive;
// a PDF must start as one. Refusals fail at the form's `file` field (`messages` catalog keys).

export type FileKind = "pdf" | "png" | "jpeg";

export { MAX_FILE_BYTES };

/** Images larger than this are not decoded at all (a small file can unpack to a huge one). */
const MAX_PIXELS = 40_000_000;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** What the bytes are, by their first bytes alone; null for anything else (an SVG, HTML, a ZIP). */
export function sniffKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  return null;
}

/** The extension a file of the kind is saved with. */
export const extensionOf: Record<FileKind, string> = { pdf: "pdf", png: "png", jpeg: "jpg" };

/** The content type a file of the kind is served with. */
export const contentTypeOf: Record<FileKind, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
};

/**
 * A file name safe to show and to send in a header: its base name only, control and path
 * characters gone, at most 100 characters, and the extension of what the file really is.
 */
export function sanitiseFileName(posted: string, kind: FileKind): string {
  const base = posted.split(/[\\/]/).at(-1) ?? "";
  const stem = base
    .normalize("NFC")
    .replace(/\.[^.]*$/, "")
    .replace(/[\p{C}"*:<>?|\\/]+/gu, "")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, 100);
  return `${stem || "file"}.${extensionOf[kind]}`;
}

/** The extensions a file of each kind may be named with. */
const NAMED: Record<FileKind, readonly string[]> = { pdf: ["pdf"], png: ["png"], jpeg: ["jpg", "jpeg"] };

/** Whether the posted name's extension is one of the kind's. */
export function namesKind(posted: string, kind: FileKind): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(posted.trim())?.[1]?.toLowerCase();
  return extension !== undefined && NAMED[kind].includes(extension);
}

export interface CheckedFile {
  kind: FileKind;
  name: string;
  bytes: Uint8Array;
}

/** The posted file checked and cleaned, or a failure at the `file` field that says why. */
export async function checkAttachment(file: File): Promise<CheckedFile> {
  if (file.size > MAX_FILE_BYTES) fail("invalid", { fields: { file: "errors.fileTooLarge" } });
  const input = new Uint8Array(await file.arrayBuffer());
  if (input.byteLength > MAX_FILE_BYTES) fail("invalid", { fields: { file: "errors.fileTooLarge" } });
  const kind = sniffKind(input);
  if (!kind) fail("invalid", { fields: { file: "errors.fileType" } });
  // A name that says it is something else (a PNG called .pdf) is refused: the member would open
  // it as what its name says.
  if (!namesKind(file.name, kind)) fail("invalid", { fields: { file: "errors.fileMismatch" } });
  const name = sanitiseFileName(file.name, kind);
  if (kind === "pdf") return { kind, name, bytes: input };
  const bytes = await reencode(input, kind);
  if (!bytes || bytes.byteLength > MAX_FILE_BYTES) fail("invalid", { fields: { file: "errors.fileType" } });
  return { kind, name, bytes };
}

/** The image decoded and written again in its own format, upright and without metadata; null when it is none. */
async function reencode(input: Uint8Array, kind: "png" | "jpeg"): Promise<Uint8Array | null> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_PIXELS });
    const metadata = await image.metadata();
    if (metadata.format !== kind) return null;
    const upright = sharp(input, { limitInputPixels: MAX_PIXELS }).rotate();
    const output = kind === "png" ? upright.png() : upright.jpeg({ quality: 88 });
    return new Uint8Array(await output.toBuffer());
  } catch {
    return null;
  }
}
