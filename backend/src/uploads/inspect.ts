/**
 * What a shopper's photo is (docs/gifting.md, Photos): judged from its bytes alone, never from
 * a file name or a declared Content-Type. In order: the size, the type its first bytes name,
 * whether sharp can read it at all (header and every pixel), its size as displayed (EXIF
 * orientation applied, so a portrait phone photo is taller than wide) and whether it is big
 * enough to print sharp.
 */
import sharp from "sharp";
import {
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_MIN_PX,
  PRINT_MIN_PX,
  sniffImageType,
  type PhotoType,
} from "@giftshop/shared/gifting";

/**
 * Most pixels a photo may have (width × height). A few kilobytes of PNG can declare an image
 * of billions of pixels that would take gigabytes to decode (a decompression bomb); a 50 MP
 * phone photo is well within.
 */
const PHOTO_MAX_PIXELS = 50_000_000;

export { PHOTO_TOO_LARGE };
export const PHOTO_NOT_AN_IMAGE = "Please upload a JPEG, PNG or WebP photo.";
export const PHOTO_UNREADABLE = "This photo could not be read. Please choose another one.";
export const PHOTO_TOO_SMALL = "This picture is too small to print. Please choose a larger photo.";
export const PHOTO_TOO_MANY_PIXELS =
  "This photo has more than 50 megapixels. Please choose a smaller one.";

export type PhotoVerdict =
  | {
      ok: true;
      type: PhotoType;
      /** As displayed: EXIF orientation applied. */
      width: number;
      height: number;
      /** Below PRINT_MIN_PX on its short side: taken, with `warning`. */
      lowResolution: boolean;
      warning?: string;
    }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** What a shopper reads under a photo too small to print sharp. */
function lowResolutionWarning(width: number, height: number): string {
  return (
    `This photo is small (${width} × ${height} px) and may print blurry. ` +
    `A photo at least ${PRINT_MIN_PX} px on its short side prints sharp.`
  );
}

const refuse = (status: 400 | 413 | 415, message: string): PhotoVerdict => ({
  ok: false,
  status,
  message,
});

/** Judges an upload's bytes: the photo's type and displayed size, or why it is refused. */
export async function inspectPhoto(bytes: Uint8Array): Promise<PhotoVerdict> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) return refuse(413, PHOTO_TOO_LARGE);
  const type = sniffImageType(bytes);
  if (!type) return refuse(415, PHOTO_NOT_AN_IMAGE);

  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" } as const;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, options).metadata();
    // sharp finds the format by its own reading of the bytes: it must be the one sniffed.
    if (`image/${metadata.format}` !== type) return refuse(400, PHOTO_UNREADABLE);
    ({ width, height } = metadata.autoOrient);
    // The header can be fine and the pixels after it garbage or cut short: decode them all,
    // into a thumbnail so memory stays small (JPEG decodes at a fraction of its size).
    await sharp(bytes, options).resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return refuse(400, PHOTO_TOO_MANY_PIXELS);
    }
    return refuse(400, PHOTO_UNREADABLE);
  }
  if (!(width > 0 && height > 0)) return refuse(400, PHOTO_UNREADABLE);
  if (Math.min(width, height) < PHOTO_MIN_PX) return refuse(400, PHOTO_TOO_SMALL);

  const lowResolution = Math.min(width, height) < PRINT_MIN_PX;
  return {
    ok: true,
    type,
    width,
    height,
    lowResolution,
    ...(lowResolution ? { warning: lowResolutionWarning(width, height) } : {}),
  };
}
