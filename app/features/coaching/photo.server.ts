import sharp from "sharp";
import { PHOTO_SIZE, PHOTO_UPLOAD_LIMIT } from "./photo";

export type PhotoResult = { ok: true; webp: Uint8Array } | { ok: false; error: "too-large" | "not-an-image" };

/**
 * Re-encodes an uploaded photo: decoded by sharp (which refuses anything that is not an image),
 * rotated upright, cropped to a square, resized and written as WebP without metadata. Whatever
 * the upload carried (EXIF location, scripts in SVG) does not survive.
 */
export async function reencodePhoto(file: File): Promise<PhotoResult> {
  if (file.size > PHOTO_UPLOAD_LIMIT) return { ok: false, error: "too-large" };
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const metadata = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    if (!metadata.format || !["jpeg", "png", "webp", "heif", "avif"].includes(metadata.format)) {
      return { ok: false, error: "not-an-image" };
    }
    const webp = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp: new Uint8Array(webp) };
  } catch {
    return { ok: false, error: "not-an-image" };
  }
}
