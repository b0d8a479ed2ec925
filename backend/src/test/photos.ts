/** Photos made on the spot for the upload tests (no binary fixtures): any size, any type. */
import sharp from "sharp";

/** A `width` × `height` picture in `format`, a flat colour with a darker square in it. */
export async function photo(
  format: "jpeg" | "png" | "webp",
  width: number,
  height: number,
): Promise<Buffer> {
  const square = Math.max(1, Math.floor(Math.min(width, height) / 2));
  const mark = await sharp({
    create: { width: square, height: square, channels: 3, background: "#7a1f3d" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#f2c14e" } })
    .composite([{ input: mark, top: 0, left: 0 }])
    .toFormat(format)
    .toBuffer();
}
