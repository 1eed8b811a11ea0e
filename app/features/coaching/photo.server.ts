import { fail } from "~/utils/app-error";
import { reencodeImage } from "~/utils/image-upload.server";
import { PHOTO_SIZE, PHOTO_UPLOAD_LIMIT } from "./photo";

/**
 * Re-encodes an uploaded photo (`reencodeImage`): upright, cropped to a square around what draws
 * the eye, resized and written as WebP without metadata. A file that is too large or no photo
 * fails at the profile form's photo field (`coach` catalog keys).
 */
export async function reencodePhoto(file: File): Promise<Uint8Array> {
  const result = await reencodeImage(file, {
    maxBytes: PHOTO_UPLOAD_LIMIT,
    fit: (image) => image.resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" }),
    webp: { quality: 82 },
  });
  if (!result.ok) fail("invalid", { fields: { photo: `profile.errors.photo-${result.error}` } });
  return result.webp;
}
