import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_SIZE, PHOTO_UPLOAD_LIMIT } from "./photo";
import { reencodePhoto } from "./photo.server";

const jpegWithLocation = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 120 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: "Someone", ImageDescription: "Home address" } } })
    .toBuffer();

const refused = (reason: string) => ({ code: "invalid", fields: { photo: `profile.errors.photo-${reason}` } });

describe("coach photos", () => {
  it("re-encodes an upload to a square WebP without its metadata", async () => {
    const webp = await reencodePhoto(new File([await jpegWithLocation()], "me.jpg", { type: "image/jpeg" }));
    const metadata = await sharp(webp).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: PHOTO_SIZE, height: PHOTO_SIZE });
    expect(metadata.exif).toBeUndefined();
  });

  it("refuses what is not a photo, and what is too large, at the photo field", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.svg");
    await expect(reencodePhoto(svg)).rejects.toMatchObject(refused("not-an-image"));
    await expect(reencodePhoto(new File(["plain text"], "x.jpg"))).rejects.toMatchObject(refused("not-an-image"));
    const big = new File([new Uint8Array(PHOTO_UPLOAD_LIMIT + 1)], "big.jpg");
    await expect(reencodePhoto(big)).rejects.toMatchObject(refused("too-large"));
  });
});
