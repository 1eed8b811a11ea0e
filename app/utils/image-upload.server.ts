import sharp, { type Sharp, type WebpOptions } from "sharp";

// Uploaded images (a coach's photo, a partner's logo) are never stored as they came: each is
// decoded by sharp, which refuses anything that is not a raster image (an SVG with scripts among
// them), turned upright, fitted as the caller says and written again as WebP without metadata.
// Whatever the upload carried (an EXIF location, a script) does not survive.

/** Why an upload was refused. */
export type ImageRefusal = "too-large" | "not-an-image";

export type ImageUpload = { ok: true; webp: Uint8Array } | { ok: false; error: ImageRefusal };

/** The formats an upload may be in. */
const RASTER_FORMATS = ["jpeg", "png", "webp", "heif", "avif"];

/** Larger images are not decoded at all (a small file can unpack to a huge one). */
const MAX_PIXELS = 40_000_000;

export interface ImageUploadOptions {
  /** The largest upload accepted, in bytes, before it is read. */
  maxBytes: number;
  /** How the upright image is fitted: cropped, resized. */
  fit: (image: Sharp) => Sharp;
  webp: WebpOptions;
}

/** The upload re-encoded as WebP, or why it was refused. */
export async function reencodeImage(file: File, options: ImageUploadOptions): Promise<ImageUpload> {
  if (file.size > options.maxBytes) return { ok: false, error: "too-large" };
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!metadata.format || !RASTER_FORMATS.includes(metadata.format)) return { ok: false, error: "not-an-image" };
    const webp = await options
      .fit(sharp(input, { limitInputPixels: MAX_PIXELS }).rotate())
      .webp(options.webp)
      .toBuffer();
    return { ok: true, webp: new Uint8Array(webp) };
  } catch {
    return { ok: false, error: "not-an-image" };
  }
}

/** The file a form posted under `name`, or null when none was chosen. */
export function postedFile(form: FormData, name: string): File | null {
  const file = form.get(name);
  return typeof file === "object" && file !== null && file.size > 0 ? file : null;
}
