import { type ImageUpload, postedFile, reencodeImage } from "~/utils/image-upload.server";
import { LOGO_UPLOAD_LIMIT } from "./logo";

/** A logo fits in this box (wide logos stay wide), and is never enlarged. */
export const LOGO_WIDTH = 480;
export const LOGO_HEIGHT = 160;

/**
 * Re-encodes an uploaded logo as coach photos are (`reencodeImage`). Unlike a photo it is not
 * cropped to a square and keeps its transparency: a logo is fitted inside a wide box.
 */
export function reencodeLogo(file: File): Promise<ImageUpload> {
  return reencodeImage(file, {
    maxBytes: LOGO_UPLOAD_LIMIT,
    fit: (image) => image.resize(LOGO_WIDTH, LOGO_HEIGHT, { fit: "inside", withoutEnlargement: true }),
    webp: { quality: 90, alphaQuality: 100 },
  });
}

/**
 * The logo a form posted (`logo`): re-encoded to WebP, none when no file was chosen, or the
 * reason's message key when it is refused. The page shows that message beside the schema's.
 */
export async function postedLogo(form: FormData): Promise<{ webp: Uint8Array | null; error?: string }> {
  const file = postedFile(form, "logo");
  if (!file) return { webp: null };
  const result = await reencodeLogo(file);
  return result.ok ? { webp: result.webp } : { webp: null, error: `partners.errors.logo-${result.error}` };
}

/** The logo inline, for the back office only (the public pages need a cached resource route). */
export function logoDataUrl(logo: Uint8Array | null): string | null {
  return logo ? `data:image/webp;base64,${Buffer.from(logo).toString("base64")}` : null;
}
