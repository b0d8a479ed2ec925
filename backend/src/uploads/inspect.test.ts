import sharp from "sharp";
import { PHOTO_MAX_BYTES, PHOTO_MIN_PX, PRINT_MIN_PX } from "@giftshop/shared/gifting";
import {
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_TOO_SMALL,
  PHOTO_UNREADABLE,
  inspectPhoto,
} from "./inspect";
import { photo } from "../test/photos";

/** What inspectPhoto answers for a photo it takes without a warning. */
const taken = (type: string, width: number, height: number) => ({
  ok: true,
  type,
  width,
  height,
  lowResolution: false,
});

/** What inspectPhoto answers for a file it refuses. */
const refused = (status: number, message: string) => ({ ok: false, status, message });

describe("inspectPhoto", () => {
  test("a PNG is judged by its bytes, whatever it was called or declared as", async () => {
    // The route never sees a name; the bytes are all there is, so a PNG saved as "photo.jpg"
    // and sent as image/jpeg is a PNG.
    expect(await inspectPhoto(await photo("png", 1600, 1200))).toEqual(
      taken("image/png", 1600, 1200),
    );
    expect(await inspectPhoto(await photo("webp", 1300, 1300))).toMatchObject({
      ok: true,
      type: "image/webp",
    });
  });

  test.each([
    ["plain text", "Hello, this is not a photo"],
    ["an HTML page", "<!doctype html><script>alert(document.cookie)</script>"],
    [
      "an SVG with a script",
      '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><script>alert(1)</script></svg>',
    ],
    ["nothing at all", ""],
  ])("%s named .png is refused as not a photo (415)", async (_what, text) => {
    expect(await inspectPhoto(new TextEncoder().encode(text))).toEqual(
      refused(415, PHOTO_NOT_AN_IMAGE),
    );
  });

  test("a GIF is not one of the types taken", async () => {
    const gif = await sharp({
      create: { width: 200, height: 200, channels: 3, background: "#36c" },
    })
      .gif()
      .toBuffer();
    expect(await inspectPhoto(gif)).toMatchObject({ ok: false, status: 415 });
  });

  test("a file over 10 MB is refused (413) before anything else is looked at", async () => {
    const png = await photo("png", 200, 200);
    const oversized = new Uint8Array(PHOTO_MAX_BYTES + 1);
    oversized.set(png);
    expect(await inspectPhoto(oversized)).toEqual(refused(413, PHOTO_TOO_LARGE));
  });

  test("a file of exactly 10 MB is not refused for its size", async () => {
    const exactly = new Uint8Array(PHOTO_MAX_BYTES);
    exactly.set(new TextEncoder().encode("not an image"));
    expect(await inspectPhoto(exactly)).toMatchObject({ status: 415 });
  });

  test("a picture smaller than PHOTO_MIN_PX on a side is refused as too small to print", async () => {
    const tooSmall = refused(400, PHOTO_TOO_SMALL);
    expect(await inspectPhoto(await photo("png", 32, 32))).toEqual(tooSmall);
    expect(await inspectPhoto(await photo("jpeg", 1600, PHOTO_MIN_PX - 1))).toEqual(tooSmall);
    expect(await inspectPhoto(await photo("png", PHOTO_MIN_PX, PHOTO_MIN_PX))).toMatchObject({
      ok: true,
    });
  });

  test("an 800 × 600 photo is taken, marked low resolution, with the warning", async () => {
    expect(await inspectPhoto(await photo("png", 800, 600))).toEqual({
      ...taken("image/png", 800, 600),
      lowResolution: true,
      warning:
        "This photo is small (800 × 600 px) and may print blurry. A photo at least 1200 px on " +
        "its short side prints sharp.",
    });
  });

  test("a 1600 × 1200 JPEG is taken without a warning", async () => {
    expect(await inspectPhoto(await photo("jpeg", 1600, 1200))).toEqual(
      taken("image/jpeg", 1600, 1200),
    );
  });

  test("the print threshold is the short side: just under it warns, at it does not", async () => {
    expect(await inspectPhoto(await photo("jpeg", 2000, PRINT_MIN_PX - 1))).toMatchObject({
      lowResolution: true,
      warning: expect.any(String),
    });
    expect(await inspectPhoto(await photo("jpeg", 2000, PRINT_MIN_PX))).not.toHaveProperty(
      "warning",
    );
  });

  test("a PNG with a valid signature and garbage after it is refused as unreadable", async () => {
    const png = await photo("png", 800, 600);
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.alloc(4000, 0x5a)]);
    expect(await inspectPhoto(garbage)).toEqual(refused(400, PHOTO_UNREADABLE));
  });

  test.each(["png", "jpeg", "webp"] as const)(
    "a %s cut off halfway (its header intact) is refused as unreadable",
    async (format) => {
      const whole = await photo(format, 1600, 1200);
      const cut = whole.subarray(0, Math.floor(whole.length / 2));
      expect(await inspectPhoto(cut)).toEqual(refused(400, PHOTO_UNREADABLE));
    },
  );

  test("a JPEG rotated by EXIF reports the size it is displayed at", async () => {
    // Stored 1600 wide × 1200 high, tagged "rotate 90° clockwise" (orientation 6), as a phone
    // held upright saves it: shown (and printed) 1200 wide × 1600 high.
    const rotated = await sharp(await photo("jpeg", 1600, 1200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await inspectPhoto(rotated)).toMatchObject({ ok: true, width: 1200, height: 1600 });
  });

  test("a decompression bomb (a small PNG declaring over 50 megapixels) is refused", async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES);
    expect(await inspectPhoto(bomb)).toEqual(refused(400, PHOTO_TOO_MANY_PIXELS));
  });
});
