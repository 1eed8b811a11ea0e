import sharp from "sharp";

/** A logo fits in this box (wide logos stay wide), and is never enlarged. */
export const LOGO_WIDTH = 480;
export const LOGO_HEIGHT = 160;

import { LOGO_UPLOAD_LIMIT } from "./logo";

export type LogoResult = { ok: true; webp: Uint8Array } | { ok: false; error: "too-large" | "not-an-image" };

/**
 * Re-encodes an uploaded logo as coach photos are (`photo.server.ts`): decoded by sharp, which
 * refuses anything that is not a raster image (an SVG with scripts among them), rotated upright,
 * written as WebP without metadata. Unlike a photo it is not cropped to a square and keeps its
 * transparency: a logo is fitted inside a wide box.
 */
export async function reencodeLogo(file: File): Promise<LogoResult> {
  if (file.size > LOGO_UPLOAD_LIMIT) return { ok: false, error: "too-large" };
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const metadata = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    if (!metadata.format || !["jpeg", "png", "webp", "heif", "avif"].includes(metadata.format)) {
      return { ok: false, error: "not-an-image" };
    }
    const webp = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_WIDTH, LOGO_HEIGHT, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
    return { ok: true, webp: new Uint8Array(webp) };
  } catch {
    return { ok: false, error: "not-an-image" };
  }
}

/** The logo inline, for the back office only (the public pages need a cached resource route). */
export function logoDataUrl(logo: Uint8Array | null): string | null {
  return logo ? `data:image/webp;base64,${Buffer.from(logo).toString("base64")}` : null;
}
